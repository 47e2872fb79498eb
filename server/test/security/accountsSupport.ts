import fs from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../../app';
import { ensureFirstAdmin } from '../../modules/auth/firstAdmin';
import { createTestApp, type TestApp } from '../testApp';
import type { Config } from '../../config';
import type { Mail } from '../../mail/mailer';

/**
 * Helpers for the account attack suites (accounts*.test.ts), not a test file. Attacks go over
 * real HTTP to a listening server; the outbox stands for the victim's mailbox, the database is
 * only read to check outcomes or moved back in time to stand for waiting.
 */

// One helper per job across the auth tests: the address maker and the code ageing (which stands
// for waiting past the re-send interval) are the auth module's.
export { uniqueEmail as address, ageCodes } from '../../modules/auth/testHelpers';

/** A JSON answer's fields as the suites read them (each answer has only some of them). */
export type AnswerBody = {
  message: string;
  code: string;
  email: string;
  authorization: string;
  resetToken: string;
  user: { id: string; name: string; email: string; role: string; isActive: boolean };
};
export type Answer = { status: number; body: AnswerBody; headers: Headers };

export function client(base: string) {
  const send = async (
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const res = await fetch(`${base}/api/v1${url}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  };
  return {
    send,
    register: (email: string, name: string, password: string) =>
      send('POST', '/auth/register', { name, email, password }),
    verify: (email: string, otp: string, purpose?: 'verify' | 'reset') =>
      send('POST', '/auth/verify-otp', { email, otp, ...(purpose ? { purpose } : {}) }),
    forgot: (email: string, purpose?: 'verify' | 'reset') =>
      send('POST', '/auth/forgot-password', { email, ...(purpose ? { purpose } : {}) }),
    reset: (email: string, newPassword: string, resetToken: string) =>
      send('POST', '/auth/reset-password', { email, newPassword, resetToken }),
    login: (email: string, password: string, headers?: Record<string, string>) =>
      send('POST', '/auth/login', { email, password }, headers),
  };
}

export type Api = ReturnType<typeof client>;

/**
 * The suites' describe-level fixture: a listening server with RATE_LIMIT off (the defences under
 * test are per account, whatever the caller's address) and a client for it, handed to `use`
 * before the first test; closed after the last.
 */
export function listeningServer(use: (server: { t: TestApp; api: Api }) => void) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
    use({ t, api: client(await t.listen()) });
  });
  afterAll(async () => {
    await t?.close();
  });
}

/** Waits until the mail and account work queued by earlier answers is done. */
export const settle = (t: TestApp) => t.app.ctx.jobs.idle();

/** Every mail sent to an address so far, oldest first (after the queue settled). */
export async function mailbox(
  t: TestApp,
  email: string,
): Promise<(Mail & { createdAt: string })[]> {
  await settle(t);
  const dir = path.join(t.config.dataDir, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await fs.readFile(path.join(dir, f), 'utf8'))),
  );
  return mails.filter((m) => m.to === email.toLowerCase());
}

export const codeIn = (mail: Mail | undefined): string => {
  const code = mail?.text.match(/Your code: (\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in ${mail?.subject ?? 'missing mail'}`);
  return code;
};

/** A six-digit code that is not `code`. */
export const otherCode = (code: string, step = 1) =>
  ((Number(code) + step) % 1_000_000).toString().padStart(6, '0');

/**
 * Starts a second server on the same database, the way `npm start` does (buildApp, then the
 * start-up admin), with `overrides` on the first one's configuration. Close it before the first.
 */
export async function restart(
  t: TestApp,
  overrides: Partial<Config>,
): Promise<{ url: string; config: Config; idle: () => Promise<void>; close: () => Promise<void> }> {
  const config = { ...t.config, ...overrides };
  const app = await buildApp(config, { logger: false });
  await ensureFirstAdmin(app.ctx);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, config, idle: () => app.ctx.jobs.idle(), close: () => app.close() };
}

export async function userRow(t: TestApp, email: string) {
  return t.app.ctx.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}
