import path from 'node:path';
import { z } from 'zod';
import { canonicalEmail, showNonAscii } from '../shared/email';
import { corsOriginsSchema, requestTimeoutSchema, trustProxySchema } from './http/configSchemas';
import {
  imageStoreConfig,
  imageStoreEnv,
  imageStoreProblems,
  type ImageStoreConfig,
} from './storage/storeConfig';
import { oidcConfig, oidcEnv, oidcProblems, type OidcConfig } from './modules/sso/settings';
import { developmentNotes, productionProblems } from './productionChecks';

/** An optional text setting: trimmed, blank is unset. */
const campusText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** Environment, parsed and validated once at start. Bad values stop the server with a clear message. */
const variables = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Lost & Found <no-reply@lostfound.local>'),
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Canonical or refused, never folded (docs/security.md#e-mail-addresses). */
  ADMIN_EMAIL: z
    .string()
    .transform((value, ctx) => {
      const email = canonicalEmail(value);
      if (email === undefined && value.trim() !== '') {
        ctx.addIssue({
          code: 'custom',
          message: `"${showNonAscii(value)}" is not a plain e-mail address (ASCII letters, digits and . _ - + only)`,
        });
      }
      return email;
    })
    .optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: pino-pretty at a terminal outside production, JSON lines otherwise. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  /** Turns on GET /metrics for this bearer token (docs/deploy.md#metrics-and-logs). */
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Turn off the per-route rate limits (benchmarks only). */
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  SEARCH_INDEX: z.enum(['memory', 'database']).default('memory'),
  /**
   * SQLite: the in-memory index on a thread of its own, off the event loop (the default); `off`
   * keeps it on the event loop (docs/performance.md#the-search-thread).
   */
  SEARCH_INDEX_THREAD: z.enum(['on', 'off']).default('on'),
  /**
   * What this process does (docs/deploy.md#roles): `web` answers HTTP and sockets and only
   * queues durable jobs; `worker` runs them and serves nothing; `all` (the default) does both,
   * running the jobs in a worker thread so they never hold the event loop that answers people.
   */
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  /** ROLE=all only: `inline` runs jobs on the main thread (the tests, to read their effects). */
  JOB_RUNNER: z.enum(['thread', 'inline']).default('thread'),
  /**
   * Where uploaded photos are decoded: `process`, a child process at background priority (its
   * libuv and libvips threads too); `inline`, this process's own thread pool (the tests).
   */
  PHOTO_RUNNER: z.enum(['process', 'inline']).default('process'),
  JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** The hour (0-23, server local time) of the daily e-mail digest (docs/product.md#e-mail). */
  DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  /** The wait after a failed send; it doubles with each failure (docs/product.md#e-mail). */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(600_000).default(10_000),
  TRUST_PROXY: trustProxySchema,
  CORS_ORIGINS: corsOriginsSchema,
  REQUEST_TIMEOUT_MS: requestTimeoutSchema,
  /** The campus settings' fallbacks when no admin has set them (docs/deploy.md#other-settings). */
  CAMPUS_NAME: campusText(120),
  PRIVACY_CONTACT: campusText(200),
  ACCESSIBILITY_CONTACT: campusText(200),
  ...imageStoreEnv,
  ...oidcEnv,
  NODE_ENV: z.string().optional(),
});

const schema = variables.superRefine((e, ctx) => {
  for (const message of imageStoreProblems(e)) ctx.addIssue({ code: 'custom', message });
  for (const message of oidcProblems(e)) ctx.addIssue({ code: 'custom', message });
  for (const message of productionProblems(e).errors) ctx.addIssue({ code: 'custom', message });
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  adminEmail?: string;
  adminPassword?: string;
  logLevel: string;
  logFormat: 'auto' | 'pretty' | 'json';
  /** GET /metrics answers only this bearer token; unset, it does not exist (404). */
  metricsToken?: string;
  rateLimit: boolean;
  /** Text search from each process's in-memory index (default) or from the database alone. */
  searchIndex: 'memory' | 'database';
  searchIndexThread: boolean;
  /** What this process runs (ROLE); with `all`, where its durable jobs run (JOB_RUNNER). */
  role: 'all' | 'web' | 'worker';
  jobRunner: 'thread' | 'inline';
  photoRunner: 'process' | 'inline';
  /** How often the job worker looks for jobs other processes queued. */
  jobPollMs: number;
  /** The daily digest's hour, server local time; the first wait after a failed mail send. */
  digestHour: number;
  mailRetryBaseMs: number;
  /** Which peers may set X-Forwarded-For: none (false), the nearest N hops, or these addresses. */
  trustProxy: false | number | string[];
  /** Other origins allowed to call the API and open the socket (normalised, no trailing slash). */
  corsOrigins: string[];
  /** Longest time a client may take to send one whole request (headers and body). */
  requestTimeoutMs: number;
  /** Where photos live: disk under dataDir, or an S3-compatible bucket (IMAGE_STORE=s3). */
  imageStore: ImageStoreConfig;
  /**
   * What the disk store puts before `/uploads/…` in API answers: PUBLIC_URL once another origin
   * may show them (CORS_ORIGINS) or PUBLIC_URL is set, else '' (relative, so a guessed
   * localhost default never breaks the portal's own pages; docs/deploy.md#other-settings).
   */
  imageBase: string;
  /** Single sign-on through the campus OpenID provider; undefined when off (docs/deploy.md#single-sign-on). */
  oidc?: OidcConfig;
  /** The environment's campus name and contacts; unset ones fall back to the built-in defaults. */
  campus: { name?: string; privacyContact?: string; accessibilityContact?: string };
  /** Where the built SPA lives; served with history fallback when present. */
  clientDir: string;
  /** Unsafe production settings that do not stop the start; logged once it has started. */
  warnings: string[];
  /** Outside production, what the start says about defaults that only suit a laptop. */
  notes: string[];
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`,
    );
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    metricsToken: e.METRICS_TOKEN,
    rateLimit: e.RATE_LIMIT === 'on',
    searchIndex: e.SEARCH_INDEX,
    searchIndexThread: e.SEARCH_INDEX_THREAD === 'on',
    role: e.ROLE,
    jobRunner: e.JOB_RUNNER,
    photoRunner: e.PHOTO_RUNNER,
    jobPollMs: e.JOB_POLL_MS,
    digestHour: e.DIGEST_HOUR,
    mailRetryBaseMs: e.MAIL_RETRY_BASE_MS,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    imageStore: imageStoreConfig(e),
    imageBase:
      e.PUBLIC_URL || e.CORS_ORIGINS.length
        ? (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')
        : '',
    oidc: oidcConfig(e),
    campus: {
      name: e.CAMPUS_NAME,
      privacyContact: e.PRIVACY_CONTACT,
      accessibilityContact: e.ACCESSIBILITY_CONTACT,
    },
    clientDir: path.resolve('dist/client'),
    warnings: productionProblems(e).warnings,
    notes: developmentNotes(e),
  };
}
