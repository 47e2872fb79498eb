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

  const requests = new Counter({
    name: name('http_requests_total'),
    help: 'HTTP requests answered, by route (operationId or pattern), method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: name('http_request_duration_seconds'),
    help: 'Time from receiving an HTTP request to sending its answer, in seconds.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const messages = new Counter({
    name: name('messages_sent_total'),
    help: 'Chat messages stored (retries of the same message count once).',
    registers,
  });
  const notifications = new Counter({
    name: name('notifications_sent_total'),
    help: 'Notifications stored for users, by type.',
    labelNames: ['type'] as const,
    registers,
  });
  const loginFailures = new Counter({
    name: name('login_failures_total'),
    help: 'Sign-ins refused: wrong email or password (password), or too early or locked (throttled).',
    labelNames: ['reason'] as const,
    registers,
  });
  const lockouts = new Counter({
    name: name('account_lockouts_total'),
    help: 'Accounts locked after too many failures: sign-in (login) or code entry (code).',
    labelNames: ['kind'] as const,
    registers,
  });
  const mailSent = new Counter({
    name: name('mail_sent_total'),
    help: 'E-mails handed to SMTP (or written to the outbox).',
    registers,
  });
  const mailFailures = new Counter({
    name: name('mail_failures_total'),
    help: 'E-mail send attempts that failed (each retry that fails counts again).',
    registers,
  });
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

  return {
    registry,
    requestDone(route, method, status, seconds) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    messageSent: () => messages.inc(),
    notificationSent: (type) => notifications.inc({ type }),
    loginFailed: (reason) => loginFailures.inc({ reason }),
    lockedOut: (kind) => lockouts.inc({ kind }),
    mailSent: () => mailSent.inc(),
    mailFailed: () => mailFailures.inc(),
    watchSockets(count) {
      socketCount = count;
    },
  };
}
