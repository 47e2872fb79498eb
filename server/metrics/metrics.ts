import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Every metric name starts with this (docs/deploy.md#metrics-and-logs). */
export const METRIC_PREFIX = 'lostfound_';

/**
 * What the rest of the server reports, as plain calls: modules count events through
 * `ctx.metrics` and never see prom-client. Each app has its own registry (never prom-client's
 * global one), so tests and several apps in one process do not collide.
 */
export type Metrics = {
  readonly registry: Registry;
  /** One HTTP request answered: `route` is an operationId or a route pattern, never a raw URL. */
  requestDone(route: string, method: string, status: number, seconds: number): void;
  messageSent(): void;
  /** A notification stored for a user; `type` is one of the code's own kinds (item, match, …). */
  notificationSent(type: string): void;
  /**
   * Pairs brought to a Lost report owner's attention (docs/product.md#matching): at once
   * (`alert`), or listed in the daily digest of possible matches (`digest`).
   */
  matchSuggested(way: 'alert' | 'digest', pairs: number): void;
  /** A sign-in refused: a wrong email or password, or a try while throttled or locked. */
  loginFailed(reason: 'password' | 'throttled'): void;
  /** Sign-in (`login`) or code entry (`code`) locked for an account after too many failures. */
  lockedOut(kind: 'login' | 'code'): void;
  mailSent(): void;
  mailFailed(): void;
  /** How many sockets this process holds, read at each scrape (set once socket.io is up). */
  watchSockets(count: () => number): void;
};

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const name = (n: string) => `${METRIC_PREFIX}${n}`;
  const counter = <L extends string = never>(n: string, help: string, labelNames: L[] = []) =>
    new Counter<L>({ name: name(n), help, labelNames, registers });

  const requests = counter(
    'http_requests_total',
    'HTTP requests answered, by route (operationId or pattern), method and status.',
    ['route', 'method', 'status'],
  );
  const duration = new Histogram({
    name: name('http_request_duration_seconds'),
    help: 'Time from receiving an HTTP request to sending its answer, in seconds.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const messages = counter(
    'messages_sent_total',
    'Chat messages stored (retries of the same message count once).',
  );
  const notifications = counter(
    'notifications_sent_total',
    'Notifications stored for users, by type.',
    ['type'],
  );
  const matchSuggestions = counter(
    'match_suggestions_total',
    'Lost/Found pairs brought to the owner: alerted at once (alert) or listed in the daily digest (digest).',
    ['way'],
  );
  const loginFailures = counter(
    'login_failures_total',
    'Sign-ins refused: wrong email or password (password), or too early or locked (throttled).',
    ['reason'],
  );
  const lockouts = counter(
    'account_lockouts_total',
    'Accounts locked after too many failures: sign-in (login) or code entry (code).',
    ['kind'],
  );
  const mailSent = counter('mail_sent_total', 'E-mails handed to SMTP (or written to the outbox).');
  const mailFailures = counter(
    'mail_failures_total',
    'E-mail send attempts that failed (each retry that fails counts again).',
  );
  let socketCount: () => number = () => 0;
  new Gauge({
    name: name('open_sockets'),
    help: 'socket.io connections open on this process.',
    registers,
    collect() {
      this.set(socketCount());
    },
  });
  // Start every labelled counter at zero for its known labels, so rate() sees the first event.
  for (const reason of ['password', 'throttled'] as const) loginFailures.inc({ reason }, 0);
  for (const kind of ['login', 'code'] as const) lockouts.inc({ kind }, 0);
  for (const way of ['alert', 'digest'] as const) matchSuggestions.inc({ way }, 0);

  return {
    registry,
    requestDone(route, method, status, seconds) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    messageSent: () => messages.inc(),
    notificationSent: (type) => notifications.inc({ type }),
    matchSuggested: (way, pairs) => matchSuggestions.inc({ way }, pairs),
    loginFailed: (reason) => loginFailures.inc({ reason }),
    lockedOut: (kind) => lockouts.inc({ kind }),
    mailSent: () => mailSent.inc(),
    mailFailed: () => mailFailures.inc(),
    watchSockets(count) {
      socketCount = count;
    },
  };
}
