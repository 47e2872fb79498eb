import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../testApp';
import { ensureAdmin } from '../../modules/auth/firstAdmin';
import {
  address,
  listeningServer,
  mailbox,
  settle,
  userRow,
  type Api,
  type Answer,
} from './accountsSupport';

/**
 * Issue 23, finding 1: addresses are compared in one canonical form (plain ASCII, only A-Z
 * lower-cased) and anything else is refused, never folded onto an account
 * (docs/security.md#e-mail-addresses). Attacked over real HTTP on the running server, on SQLite
 * and (npm run test:pg) PostgreSQL; single sign-on's part is in modules/sso/emailFolding.test.ts.
 */

const PASSWORD = 'correct horse battery';

/** Each way a string can look like `owner` (an ASCII address) without being it. */
const FORGERIES: [string, (owner: string) => string][] = [
  ['KELVIN SIGN for k', (owner) => owner.replace(/k/, '\u212A')],
  ['dotless i', (owner) => owner.replace(/i/, '\u0131')],
  [
    'fullwidth letters',
    (owner) => owner.replace(/^[a-z]/, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
  ],
  ['a combining acute accent', (owner) => owner.replace(/@/, '\u0301@')],
  ['a trailing dot in the domain', (owner) => `${owner}.`],
];

/** A victim address with a k and an i in it, so each forgery changes it. */
const victimAddress = () => address('kim.li');

const refusedAsInvalid = (res: Answer) => {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    code: 'VALIDATION_ERROR',
    details: [{ field: 'email', message: expect.any(String) }],
  });
};

describe('security: e-mail addresses are never folded onto an account', () => {
  let t: TestApp;
  let api: Api;
  listeningServer((server) => ({ t, api } = server));

  async function verifiedAccount(email = victimAddress()) {
    expect((await api.register(email, 'Kim Li', PASSWORD)).status).toBe(200);
    const res = await api.verify(email, await t.mailedCode(email));
    expect(res.status).toBe(200);
    return { email, token: res.body.authorization, id: res.body.user.id };
  }

  const userCount = async () =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each(FORGERIES)(
    'register refuses an address with %s, and stores nothing',
    async (_, forge) => {
      const kim = await verifiedAccount();
      const forged = forge(kim.email);
      expect(forged).not.toBe(kim.email);
      const users = await userCount();
      const mailsToKim = (await mailbox(t, kim.email)).length;

      refusedAsInvalid(await api.register(forged, 'Mallory', 'mallory password'));
      expect(await userCount()).toBe(users);
      // Not even the "someone tried to register with your address" notice: nothing matched.
      expect(await mailbox(t, kim.email)).toHaveLength(mailsToKim);
    },
  );

  it('register takes an address that differs only in ASCII case, in lower case', async () => {
    const email = address('Sam.Mixed').replace('campus.test', 'Campus.TEST');
    const res = await api.register(email, 'Sam', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(email.toLowerCase());
    await settle(t);
    expect((await userRow(t, email.toLowerCase()))?.email).toBe(email.toLowerCase());
  });

  it.each(FORGERIES)(
    'login with an address with %s fails like a wrong password, even with the right one',
    async (_, forge) => {
      const kim = await verifiedAccount();
      const wrong = await api.login(kim.email, 'not the password');
      const forged = await api.login(forge(kim.email), PASSWORD);
      expect(forged.status).toBe(400);
      expect(forged.body).toEqual(wrong.body);
      expect(forged.body.code).toBe('INVALID_CREDENTIALS');
      // Kim's own login, in any ASCII case, still works.
      expect((await api.login(kim.email.toUpperCase(), PASSWORD)).status).toBe(200);
    },
  );

  it('a stored address from before that is not canonical is left alone and cannot be reached', async () => {
    const kim = await verifiedAccount();
    const legacy = kim.email.replace(/i/, '\u0131');
    await t.app.ctx.db
      .updateTable('users')
      .set({ email: legacy })
      .where('id', '=', kim.id)
      .execute();
    expect((await api.login(legacy, PASSWORD)).status).toBe(400);
    refusedAsInvalid(await api.forgot(legacy));
    const row = await t.app.ctx.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', kim.id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(legacy);
  });

  it.each(FORGERIES)(
    'forgot password refuses an address with %s and mails nobody',
    async (_, forge) => {
      const kim = await verifiedAccount();
      const mailsToKim = (await mailbox(t, kim.email)).length;
      refusedAsInvalid(await api.forgot(forge(kim.email)));
      expect(await mailbox(t, kim.email)).toHaveLength(mailsToKim);
      // The same address in capitals is Kim's: the reset code goes to Kim.
      expect((await api.forgot(kim.email.toUpperCase())).status).toBe(200);
      expect((await mailbox(t, kim.email)).at(-1)?.subject).toMatch(/reset/i);
    },
  );

  it('verify-otp and reset-password refuse a folded address', async () => {
    const kim = await verifiedAccount();
    const forged = kim.email.replace(/k/, '\u212A');
    refusedAsInvalid(await api.verify(forged, '123456', 'reset'));
    refusedAsInvalid(await api.reset(forged, 'new password 123', 'x'.repeat(43)));
  });

  it.each(FORGERIES)('an e-mail change to an address with %s is refused', async (_, forge) => {
    const kim = await verifiedAccount();
    const mallory = await verifiedAccount(address('mallory.ki'));
    const res = await api.send(
      'PUT',
      '/users/me',
      { name: 'Mallory', email: forge(kim.email), currentPassword: PASSWORD },
      { authorization: mallory.token },
    );
    refusedAsInvalid(res);
    const pending = await t.app.ctx.db
      .selectFrom('email_changes')
      .selectAll()
      .where('user_id', '=', mallory.id)
      .executeTakeFirst();
    expect(pending).toBeUndefined();
  });

  it('an e-mail change in mixed ASCII case goes to the lower-case address', async () => {
    const mallory = await verifiedAccount(address('mixed.case'));
    const target = address('New.Address').replace('campus.test', 'Campus.Test');
    const res = await api.send(
      'PUT',
      '/users/me',
      { name: 'Mallory', email: target, currentPassword: PASSWORD },
      { authorization: mallory.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pendingEmail: target.toLowerCase() });
  });
});

describe('security: ADMIN_EMAIL must be canonical', () => {
  it.each(FORGERIES)(
    'refuses to start with an ADMIN_EMAIL with %s, naming it',
    async (_, forge) => {
      const env = { ADMIN_EMAIL: forge('kim.li@campus.test'), ADMIN_PASSWORD: 'admin password 1' };
      expect(() => loadConfig({ DATA_DIR: '/tmp/unused', ...env })).toThrow(
        /ADMIN_EMAIL: ".*" is not a plain e-mail address/,
      );
      await expect(createTestApp(env)).rejects.toThrow(/ADMIN_EMAIL/);
    },
  );

  it('takes ADMIN_EMAIL in mixed ASCII case as its lower-case address', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/unused', ADMIN_EMAIL: 'Root@Campus.TEST' });
    expect(config.adminEmail).toBe('root@campus.test');
  });

  it('create-admin (ensureAdmin) refuses a folded address instead of taking over its account', async () => {
    const t = await createTestApp({ RATE_LIMIT: 'off' });
    try {
      await expect(
        ensureAdmin(t.app.ctx.db, { email: '\u212Aim@campus.test', password: 'admin password 1' }),
      ).rejects.toThrow('"\\u212Aim@campus.test" is not a plain e-mail address.');
    } finally {
      await t.close();
    }
  });
});
