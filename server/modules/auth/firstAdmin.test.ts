import { createTestApp, type TestApp } from '../../test/testApp';
import { ensureAdmin, ensureFirstAdmin } from './firstAdmin';
import { call, login, post, register, setActive, signUp, uniqueEmail } from './testHelpers';

describe('ensureFirstAdmin and ensureAdmin (create-admin)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT: 'off',
      ADMIN_EMAIL: 'Root@Campus.test',
      ADMIN_PASSWORD: 'first admin password',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const admins = () =>
    t.app.ctx.db.selectFrom('users').selectAll().where('email', '=', 'root@campus.test').execute();

  it('creates a verified, active admin from ADMIN_EMAIL/ADMIN_PASSWORD, once', async () => {
    await ensureFirstAdmin(t.app.ctx);
    await ensureFirstAdmin(t.app.ctx);
    await Promise.all([ensureFirstAdmin(t.app.ctx), ensureFirstAdmin(t.app.ctx)]);
    const rows = await admins();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'admin', is_active: 1, is_verified: 1 });
    const res = await login(t, 'root@campus.test', 'first admin password');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
  });

  it('keeps a password the admin changed later', async () => {
    const token = (await login(t, 'root@campus.test', 'first admin password')).json().authorization;
    const change = await call(t, 'PUT', '/users/me/password', {
      token,
      body: { currentPassword: 'first admin password', newPassword: 'changed admin password' },
    });
    expect(change.statusCode).toBe(200);
    await ensureFirstAdmin(t.app.ctx);
    expect((await login(t, 'root@campus.test', 'changed admin password')).statusCode).toBe(200);
  });

  it('does nothing without ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const before = await t.app.ctx.db.selectFrom('users').select('id').execute();
    await ensureFirstAdmin({
      ...t.app.ctx,
      config: { ...t.app.ctx.config, adminEmail: undefined, adminPassword: undefined },
    });
    const after = await t.app.ctx.db.selectFrom('users').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('takes over an unverified account with ADMIN_PASSWORD, never its registrant’s password', async () => {
    const pending = uniqueEmail('pending');
    await register(t, pending, { password: 'registrant password' });
    const code = await t.mailedCode(pending);
    expect(await ensureAdmin(t.app.ctx.db, { email: pending, password: 'operator password' })).toBe(
      'taken over',
    );
    const row = await t.app.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', pending)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'admin', is_verified: 1, is_active: 1 });
    expect((await login(t, pending, 'registrant password')).statusCode).toBe(400);
    expect((await login(t, pending, 'operator password')).statusCode).toBe(200);
    // The registrant's pending code is worthless now.
    expect((await post(t, '/auth/verify-otp', { email: pending, otp: code })).statusCode).toBe(400);
    expect((await login(t, pending, 'operator password')).statusCode).toBe(200);
  });

  it('leaves a verified account as it is at start (logged); create-admin makes it the admin on purpose', async () => {
    const user = await signUp(t);
    const errors: string[] = [];
    const log = { ...t.app.ctx.log, error: (message: string) => errors.push(message) };
    await ensureFirstAdmin({
      ...t.app.ctx,
      log: log as typeof t.app.ctx.log,
      config: { ...t.app.ctx.config, adminEmail: user.email, adminPassword: 'operator pw 2' },
    });
    expect(errors).toEqual([expect.stringContaining(`ADMIN_EMAIL ${user.email} is a verified`)]);
    expect((await call(t, 'GET', '/users/me', { token: user.token })).json().user.role).toBe(
      'user',
    );
    expect((await login(t, user.email)).statusCode).toBe(200);
    expect((await login(t, user.email, 'operator pw 2')).statusCode).toBe(400);

    const outcome = await ensureAdmin(t.app.ctx.db, {
      email: user.email,
      password: 'operator pw 2',
      resetPassword: true,
    });
    expect(outcome).toBe('updated');
    expect((await call(t, 'GET', '/users/me', { token: user.token })).statusCode).toBe(401);
    expect((await login(t, user.email)).statusCode).toBe(400);
    expect((await login(t, user.email, 'operator pw 2')).json().user.role).toBe('admin');
  });

  it('leaves a deactivated admin deactivated; create-admin (resetPassword) re-activates and sets the password', async () => {
    const { email, token } = await signUp(t);
    await ensureAdmin(t.app.ctx.db, { email, password: 'operator password', resetPassword: true });
    await setActive(t, email, 0);
    expect(await ensureAdmin(t.app.ctx.db, { email, password: 'operator password' })).toBe(
      'deactivated',
    );
    expect((await login(t, email, 'operator password')).json().message).toBe(
      'This account has been deactivated.',
    );

    const outcome = await ensureAdmin(t.app.ctx.db, {
      email,
      password: 'new operator password',
      resetPassword: true,
    });
    expect(outcome).toBe('updated');
    const res = await login(t, email, 'new operator password');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
    expect((await call(t, 'GET', '/users/me', { token })).statusCode).toBe(401);
    expect(await ensureAdmin(t.app.ctx.db, { email, password: 'new operator password' })).toBe(
      'unchanged',
    );
  });
});
