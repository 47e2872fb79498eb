import {
  address,
  client,
  listeningServer,
  codeIn,
  mailbox,
  restart,
  userRow,
  type Api,
} from './accountsSupport';
import type { TestApp } from '../testApp';

/**
 * Start-up attacks over real HTTP (issue 8, item 2): an attacker registers the address the
 * operator will later give as ADMIN_EMAIL; a verified account already has it (a start never
 * takes it over, docs/security.md#accounts); an admin deactivates the start-up admin. Each
 * "restart" is a second server started on the same database the way `npm start` starts one.
 */
describe('attack: becoming the start-up admin by registering ADMIN_EMAIL first', () => {
  let t: TestApp;
  let api: Api;
  listeningServer((s) => ({ t, api } = s));

  it('a pending registration of the admin address: after start the attacker’s password fails, ADMIN_PASSWORD works', async () => {
    const adminEmail = address('admin');
    expect((await api.register(adminEmail, 'Mallory', 'attacker password')).status).toBe(200);
    const attackerCode = codeIn((await mailbox(t, adminEmail))[0]);

    const started = await restart(t, { adminEmail, adminPassword: 'operator password 1' });
    try {
      const admin = client(started.url);
      expect((await admin.login(adminEmail, 'attacker password')).status).toBe(400);
      const ok = await admin.login(adminEmail, 'operator password 1');
      expect(ok.status).toBe(200);
      expect(ok.body.user.role).toBe('admin');
      // The sign-up's code cannot set the attacker's password afterwards either.
      expect((await admin.verify(adminEmail, attackerCode)).status).toBe(400);
      expect((await admin.login(adminEmail, 'attacker password')).status).toBe(400);
    } finally {
      await started.close();
    }
  });

  it('a verified account at the admin address is left as it is: no admin, its owner keeps password and sessions', async () => {
    // Verifying took the mailbox: this is the address's owner (or the operator's own student
    // account), not an attacker. A start must not hand their account to ADMIN_PASSWORD.
    const adminEmail = address('admin');
    await api.register(adminEmail, 'Robin', 'owner password');
    const session = await api.verify(adminEmail, codeIn((await mailbox(t, adminEmail))[0]));
    expect(session.status).toBe(200);

    const started = await restart(t, { adminEmail, adminPassword: 'operator password 2' });
    try {
      const api2 = client(started.url);
      expect((await api2.login(adminEmail, 'operator password 2')).status).toBe(400);
      const me = await api2.send('GET', '/users/me', undefined, {
        authorization: session.body.authorization,
      });
      expect(me.status).toBe(200);
      expect(me.body.user.role).toBe('user');
      expect((await api2.login(adminEmail, 'owner password')).body.user.role).toBe('user');
    } finally {
      await started.close();
    }
    expect(await userRow(t, adminEmail)).toMatchObject({ role: 'user', is_verified: 1 });
  });

  it('an admin that an admin deactivated stays deactivated across restarts', async () => {
    const adminEmail = address('admin');
    const config = { adminEmail, adminPassword: 'operator password 3' };
    const first = await restart(t, config);
    try {
      const api1 = client(first.url);
      const admin = await api1.login(adminEmail, 'operator password 3');
      expect(admin.status).toBe(200);
      // A second admin deactivates the start-up admin through the console's API.
      const second = address('admin2');
      const create = await api1.send(
        'POST',
        '/auth/register',
        { name: 'Second', email: second, password: 'second admin pw', role: 'admin' },
        { authorization: admin.body.authorization },
      );
      expect(create.status).toBe(200);
      await first.idle();
      const verified = await api1.verify(second, codeIn((await mailbox(t, second))[0]));
      const other = verified.body.authorization;
      const off = await api1.send('PUT', `/admin/users/${admin.body.user.id}/activate`, undefined, {
        authorization: other,
      });
      expect(off.status).toBe(200);
      expect(off.body.user.isActive).toBe(false);
    } finally {
      await first.close();
    }

    for (let i = 0; i < 2; i++) {
      const again = await restart(t, config);
      try {
        const res = await client(again.url).login(adminEmail, 'operator password 3');
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('This account has been deactivated.');
      } finally {
        await again.close();
      }
    }
    expect((await userRow(t, adminEmail))?.is_active).toBe(0);
  });
});

describe('housekeeping at start: unverified accounts older than a week are purged', () => {
  let t: TestApp;
  let api: Api;
  listeningServer((s) => ({ t, api } = s));

  it('deletes the stale pending account, keeps a recent one and every verified one', async () => {
    const stale = address('stale');
    const recent = address('recent');
    const verified = address('verified');
    await api.register(stale, 'Stale', 'stale password');
    await api.register(recent, 'Recent', 'recent password');
    await api.register(verified, 'Verified', 'verified password');
    expect((await api.verify(verified, codeIn((await mailbox(t, verified))[0]))).status).toBe(200);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60_000).toISOString();
    const { db } = t.app.ctx;
    await db.updateTable('users').set({ created_at: eightDaysAgo }).execute();
    const staleRow = await userRow(t, stale);
    await db
      .updateTable('pending_registrations')
      .set({ created_at: eightDaysAgo })
      .where('user_id', '=', staleRow!.id)
      .execute();

    const started = await restart(t, {});
    await started.close();
    expect(await userRow(t, stale)).toBeUndefined();
    expect(await userRow(t, recent)).toBeDefined();
    expect(await userRow(t, verified)).toBeDefined();
    const leftovers = await db
      .selectFrom('account_codes')
      .select('id')
      .where('user_id', '=', staleRow!.id)
      .execute();
    expect(leftovers).toHaveLength(0);
  });
});
