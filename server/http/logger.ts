import pretty from 'pino-pretty';
import type { Config } from '../config';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;
export type LogStream = NonNullable<LoggerOptions['stream']>;

/** Query parameters that carry a secret: the unsubscribe link's token, a sign-in code, state. */
const SECRET_PARAMS = /([?&](?:token|code|otp|state|password|secret|key|ticket)=)[^&#]*/gi;

/** The URL as it may be logged: the path and query, with every secret parameter's value hidden. */
export const loggableUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]');

/**
 * Whatever a log call is handed, these never reach the output (docs/deploy.md#metrics-and-logs):
 * credentials in headers, request bodies (passwords, codes), and secret fields of any object
 * logged one level down.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'req.body',
  'body',
  'password',
  'token',
  'otp',
  'authorization',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.otp',
  '*.authorization',
];

/**
 * Fastify's logger: JSON lines, or pino-pretty's coloured lines for a person at a terminal
 * (LOG_FORMAT, by default pretty only when stdout is a terminal and NODE_ENV is not
 * production). A request appears as method, loggable URL and the caller's address.
 */
export function loggerOptions(config: Config, stream?: LogStream): LoggerOptions {
  const format = config.logFormat === 'auto' ? autoFormat() : config.logFormat;
  const destination =
    stream ??
    (format === 'pretty'
      ? pretty({
          colorize: true,
          singleLine: true,
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'pid,hostname',
        })
      : undefined);
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: requestForLog },
    ...(destination ? { stream: destination } : {}),
  };
}

function autoFormat(): 'pretty' | 'json' {
  return process.stdout.isTTY && process.env.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

/** Also given whatever else code logs as `req`: only these three fields ever come out. */
export function requestForLog(req: Partial<FastifyRequest>) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? loggableUrl(req.url) : undefined,
    remoteAddress: req.ip,
  };
}
