import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/testApp';

/** Helpers shared by the auth and users tests (not a test file itself). */

let counter = 0;
/** A fresh address per test, so tests in one file never share an account. */
export const uniqueEmail = (label = 'user') =>
  `${label}.${Date.now().toString(36)}.${++counter}@campus.test`;

export const PASSWORD = 'correct horse battery';

export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { body?: unknown; token?: string } = {},
): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    headers: opts.token ? { authorization: opts.token } : {},
  });
  // Mail and account work queued by the request run after its answer: let them finish, so a
  // test sees the outbox and the database as they are once the queue is idle.
  await t.app.ctx.jobs.idle();
  return res;
}

export const post = (t: TestApp, url: string, body?: unknown, token?: string) =>
  call(t, 'POST', url, { body, token });

export async function register(
  t: TestApp,
  email: string,
  extra: { name?: string; password?: string; role?: string; token?: string } = {},
) {
  return post(
    t,
    '/auth/register',
    {
      name: extra.name ?? 'Test Person',
      email,
      password: extra.password ?? PASSWORD,
      ...(extra.role ? { role: extra.role } : {}),
    },
    extra.token,
  );
}

/** Registers and verifies by the mailed code; returns the session token and user id. */
export async function signUp(
  t: TestApp,
  email = uniqueEmail(),
  extra: { name?: string; password?: string } = {},
): Promise<{ token: string; userId: string; email: string }> {
  const reg = await register(t, email, extra);
  if (reg.statusCode !== 200) throw new Error(`register failed: ${reg.body}`);
  const res = await post(t, '/auth/verify-otp', { email, otp: await t.mailedCode(email) });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.body}`);
  const body = res.json();
  return { token: body.authorization, userId: body.user.id, email };
}

export const login = (t: TestApp, email: string, password = PASSWORD) =>
  post(t, '/auth/login', { email, password });

/** The newest account_codes row of an address and purpose, straight from the database. */
export async function latestCodeRow(
  t: TestApp,
  email: string,
  purpose: 'verify' | 'reset' | 'reset_token',
) {
  return t.app.ctx.db
    .selectFrom('account_codes')
    .innerJoin('users', 'users.id', 'account_codes.user_id')
    .selectAll('account_codes')
    .where('users.email', '=', email.toLowerCase())
    .where('account_codes.purpose', '=', purpose)
    .orderBy('account_codes.created_at', 'desc')
    .executeTakeFirstOrThrow();
}

/** Moves every code of an address back in time (keeping their order), past the re-send throttle. */
export async function ageCodes(t: TestApp, email: string, ms = 2 * 60_000) {
  await t.app.ctx.jobs.idle();
  const { db } = t.app.ctx;
  const rows = await db
    .selectFrom('account_codes')
    .innerJoin('users', 'users.id', 'account_codes.user_id')
    .select(['account_codes.id', 'account_codes.created_at'])
    .where('users.email', '=', email.toLowerCase())
    .execute();
  for (const row of rows) {
    const earlier = new Date(Date.parse(row.created_at) - ms).toISOString();
    await db
      .updateTable('account_codes')
      .set({ created_at: earlier })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function setActive(t: TestApp, email: string, active: 0 | 1) {
  await t.app.ctx.db
    .updateTable('users')
    .set({ is_active: active })
    .where('email', '=', email.toLowerCase())
    .execute();
}

/** A different code than the one mailed (wrong by construction). */
export const wrongCode = (code: string) =>
  ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0');

/** Number of outbox files (mail sent so far, after the queued mail is sent). */
export async function outboxCount(t: TestApp): Promise<number> {
  await t.app.ctx.jobs.idle();
  const fs = await import('node:fs/promises');
  const path = await import('node:path');
  const files = await fs.readdir(path.join(t.config.dataDir, 'outbox')).catch(() => []);
  return files.filter((f) => f.endsWith('.json')).length;
}
