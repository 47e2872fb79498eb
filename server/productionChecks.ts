/**
 * Settings that are fine on a laptop but unsafe for a campus (docs/deploy.md#production-settings).
 * With NODE_ENV=production, `errors` stop the start with a message naming the setting and
 * `warnings` are logged at start; otherwise neither applies.
 */
export type ProductionProblems = { errors: string[]; warnings: string[] };

type Settings = {
  NODE_ENV?: string;
  PUBLIC_URL?: string;
  SMTP_URL?: string;
  RATE_LIMIT: 'on' | 'off';
  ROLE: 'all' | 'web' | 'worker';
  JOB_RUNNER: 'thread' | 'inline';
  REDIS_URL?: string;
  DATABASE_URL?: string;
  ADMIN_PASSWORD?: string;
};

const isLocal = (url: string) => {
  const host = new URL(url).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || /^(127\.|\[?::1\]?$)/.test(host);
};

export function productionProblems(e: Settings): ProductionProblems {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (e.NODE_ENV !== 'production') return { errors, warnings };
  if (!e.PUBLIC_URL) {
    errors.push(
      'PUBLIC_URL must be set when NODE_ENV=production: the QR codes on labels and the links in e-mails would point at localhost.',
    );
  } else if (isLocal(e.PUBLIC_URL)) {
    warnings.push(
      `PUBLIC_URL (${e.PUBLIC_URL}) names this machine: labels and e-mail links only work here.`,
    );
  } else if (e.PUBLIC_URL.startsWith('http://')) {
    warnings.push(
      'PUBLIC_URL is http://: sign-in tokens and codes would cross the network in clear.',
    );
  }
  if (e.RATE_LIMIT === 'off') {
    errors.push(
      'RATE_LIMIT=off is for benchmarks only: it lifts the guessing limits on codes and passwords.',
    );
  }
  if (!e.SMTP_URL) {
    warnings.push(
      'SMTP_URL is not set: e-mail is written to DATA_DIR/outbox instead of being sent.',
    );
  }
  if (e.ROLE === 'all' && e.JOB_RUNNER === 'inline') {
    warnings.push(
      'JOB_RUNNER=inline runs background jobs on the event loop that answers requests.',
    );
  }
  if (e.ROLE === 'worker' && !e.REDIS_URL) {
    warnings.push(
      'ROLE=worker without REDIS_URL: live notifications from background jobs reach no browser (they are still stored and mailed).',
    );
  }
  if (e.ROLE !== 'all' && !e.DATABASE_URL) {
    warnings.push(
      `ROLE=${e.ROLE} on SQLite: the web and worker processes must share one DATA_DIR on one machine.`,
    );
  }
  if (e.ADMIN_PASSWORD) {
    warnings.push(
      'ADMIN_PASSWORD is set: remove it once the first admin has signed in and changed it.',
    );
  }
  return { errors, warnings };
}

/**
 * What a start outside production says once, at info level (docs/deploy.md#other-settings):
 * without PUBLIC_URL the QR codes on labels and the links in e-mails name this machine, which is
 * right for trying the portal on a laptop and wrong for anyone else.
 */
export function developmentNotes(e: {
  NODE_ENV?: string;
  PUBLIC_URL?: string;
  PORT: number;
}): string[] {
  if (e.NODE_ENV === 'production' || e.PUBLIC_URL) return [];
  return [
    `PUBLIC_URL is not set: labels and e-mail links will point at http://localhost:${e.PORT}.`,
  ];
}
