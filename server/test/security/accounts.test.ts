import {
  address,
  ageCodes,
  listeningServer,
  codeIn,
  mailbox,
  settle,
  userRow,
  type Answer,
  type Api,
} from './accountsSupport';
import type { TestApp } from '../testApp';

/**
 * Account attacks over real HTTP (issue 8): hijacking a pending sign-up (item 1) and telling
 * registered addresses from free ones (item 5). RATE_LIMIT is off: the defences under test are
 * per account, whatever the caller's address.
 */
describe('attack: hijacking a pending account by registering it again', () => {
  let t: TestApp;
  let api: Api;
  listeningServer((s) => ({ t, api } = s));

  it('the victim verifies with her code: the account is hers, the attacker’s password never works', async () => {
    const victim = address('victim');
    expect((await api.register(victim, 'Victor Victim', 'victim password 1')).status).toBe(200);
    const [first] = await mailbox(t, victim);
    const victimCode = codeIn(first);

    // A minute later the attacker registers the same, still unverified address.
    await ageCodes(t, victim);
    const hijack = await api.register(victim, 'Mallory', 'attacker password');
    expect(hijack.status).toBe(200);
    const mails = await mailbox(t, victim);
    expect(mails).toHaveLength(2);
    // His sign-up got its own code, mailed to the victim, naming his sign-up.
    const attackerMail = mails.find((m) => m.text.includes('"Mallory"'));
    expect(attackerMail).toBeDefined();
    expect(first.text).toContain('"Victor Victim"');

    const verified = await api.verify(victim, victimCode);
    expect(verified.status).toBe(200);
    expect(verified.body.user.name).toBe('Victor Victim');

    const attacker = await api.login(victim, 'attacker password');
    expect(attacker.status).toBe(400);
    expect((await api.login(victim, 'victim password 1')).status).toBe(200);
    // The attacker's sign-up died with the verification: its code is worthless now.
    const late = await api.verify(victim, codeIn(attackerMail));
    expect(late.status).toBe(400);
    expect((await api.login(victim, 'attacker password')).status).toBe(400);
  });

  it('a re-registration within the re-send interval changes nothing and mails nothing', async () => {
    const victim = address('victim');
    await api.register(victim, 'Vera', 'victim password 2');
    const code = codeIn((await mailbox(t, victim))[0]);
    expect((await api.register(victim, 'Mallory', 'attacker password')).status).toBe(200);
    expect(await mailbox(t, victim)).toHaveLength(1);
    expect((await api.verify(victim, code)).body.user.name).toBe('Vera');
    expect((await api.login(victim, 'attacker password')).status).toBe(400);
    expect((await api.login(victim, 'victim password 2')).status).toBe(200);
  });

  it('an attacker who registered the address first gains nothing when the owner signs up', async () => {
    const victim = address('victim');
    await api.register(victim, 'Mallory', 'attacker password');
    await ageCodes(t, victim);
    await api.register(victim, 'Wanda', 'victim password 3');
    const mine = (await mailbox(t, victim)).find((m) => m.text.includes('"Wanda"'));
    const res = await api.verify(victim, codeIn(mine));
    expect(res.status).toBe(200);
    expect(res.body.user.name).toBe('Wanda');
    expect((await api.login(victim, 'attacker password')).status).toBe(400);
    expect((await api.login(victim, 'victim password 3')).status).toBe(200);
  });

  it('a re-send during an attack mails one code per sign-up, each naming its sign-up', async () => {
    const victim = address('victim');
    await api.register(victim, 'Xena', 'victim password 4');
    await ageCodes(t, victim);
    await api.register(victim, 'Mallory', 'attacker password');
    await ageCodes(t, victim);
    expect((await api.forgot(victim, 'verify')).status).toBe(200);
    const mails = await mailbox(t, victim);
    expect(mails).toHaveLength(4);
    const resent = mails.slice(2);
    expect(resent.filter((m) => m.text.includes('"Xena"'))).toHaveLength(1);
    expect(resent.filter((m) => m.text.includes('"Mallory"'))).toHaveLength(1);
    const mine = resent.find((m) => m.text.includes('"Xena"'));
    expect((await api.verify(victim, codeIn(mine))).body.user.name).toBe('Xena');
    expect((await api.login(victim, 'attacker password')).status).toBe(400);
    expect((await api.login(victim, 'victim password 4')).status).toBe(200);
  });

  it('an unverified account expires after a week: the address is free again, old codes are dead', async () => {
    const email = address('stale');
    await api.register(email, 'Old Sign-up', 'old password 1');
    const oldCode = codeIn((await mailbox(t, email))[0]);
    const weekAgo = new Date(Date.now() - 8 * 24 * 60 * 60_000).toISOString();
    const row = await userRow(t, email);
    await t.app.ctx.db
      .updateTable('users')
      .set({ created_at: weekAgo })
      .where('id', '=', row!.id)
      .execute();
    await t.app.ctx.db
      .updateTable('pending_registrations')
      .set({ created_at: weekAgo })
      .where('user_id', '=', row!.id)
      .execute();

    expect((await api.register(email, 'New Owner', 'new password 1')).status).toBe(200);
    await settle(t);
    const fresh = await userRow(t, email);
    expect(fresh?.id).not.toBe(row!.id);
    expect((await api.verify(email, oldCode)).status).toBe(400);
    const mails = await mailbox(t, email);
    const res = await api.verify(email, codeIn(mails[mails.length - 1]));
    expect(res.status).toBe(200);
    expect(res.body.user.name).toBe('New Owner');
  });
});

describe('attack: telling registered addresses from free ones (enumeration)', () => {
  let t: TestApp;
  let api: Api;
  listeningServer((s) => ({ t, api } = s));

  /** Status, headers that matter and body, with the echoed address blanked. */
  const shape = (res: Answer, email: string) => ({
    status: res.status,
    contentType: res.headers.get('content-type'),
    body: JSON.stringify(res.body).split(email.toLowerCase()).join('<email>'),
  });

  async function verifiedAccount(name: string, password: string) {
    const email = address(name.toLowerCase());
    await api.register(email, name, password);
    const res = await api.verify(email, codeIn((await mailbox(t, email))[0]));
    expect(res.status).toBe(200);
    return email;
  }

  it('register answers a verified address exactly like a new one, and mails the owner instead', async () => {
    const owner = await verifiedAccount('Olga', 'owner password 1');
    const fresh = address('fresh');
    const known = await api.register(owner, 'Prober', 'probe password');
    const unknown = await api.register(fresh, 'Prober', 'probe password');
    expect(shape(known, owner)).toEqual(shape(unknown, fresh));
    expect(known.status).toBe(200);

    const ownerMails = await mailbox(t, owner);
    const notice = ownerMails[ownerMails.length - 1];
    expect(notice.subject).toMatch(/someone tried to register/);
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    // Nothing about the account changed.
    expect((await api.login(owner, 'probe password')).status).toBe(400);
    expect((await api.login(owner, 'owner password 1')).status).toBe(200);
    // The new address got its code as usual.
    expect((await mailbox(t, fresh))[0].subject).toMatch(/verification code/);
  });

  it('pending, deactivated and free addresses answer alike too', async () => {
    const pending = address('pending');
    await api.register(pending, 'Pam', 'pending password');
    const deactivated = await verifiedAccount('Dora', 'dora password 1');
    await t.app.ctx.db
      .updateTable('users')
      .set({ is_active: 0 })
      .where('email', '=', deactivated)
      .execute();
    const fresh = address('fresh');
    const answers = await Promise.all(
      [pending, deactivated, fresh].map(async (email) =>
        shape(await api.register(email, 'Prober', 'probe password'), email),
      ),
    );
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[2]);
  });

  it('register and forgot-password answer before any mail is sent, for known and unknown alike', async () => {
    const owner = await verifiedAccount('Gina', 'gina password 1');
    const fresh = address('fresh');
    const realMailer = t.app.ctx.mailer;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    t.app.ctx.mailer = { send: async (mail) => gate.then(() => realMailer.send(mail)) };
    try {
      const before = (await mailbox(t, owner)).length;
      const answers = [
        await api.register(owner, 'Prober', 'probe password'),
        await api.register(fresh, 'Prober', 'probe password'),
        await api.forgot(owner),
        await api.forgot(address('nobody')),
      ];
      // Every answer is in while the mail is still held back.
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(answers[2].body.message).toBe(answers[3].body.message);
      open();
      await settle(t);
      const after = await mailbox(t, owner);
      expect(after.length).toBe(before + 2);
      expect(after.some((m) => /password reset/.test(m.subject))).toBe(true);
    } finally {
      open();
      t.app.ctx.mailer = realMailer;
    }
  });

  it('the owner hears about attempts to register at most once an hour', async () => {
    const owner = await verifiedAccount('Hana', 'hana password 1');
    for (let i = 0; i < 3; i++) await api.register(owner, 'Prober', 'probe password');
    const notices = (await mailbox(t, owner)).filter((m) => /tried to register/.test(m.subject));
    expect(notices).toHaveLength(1);
  });

  it('an admin is trusted: an admin creating an account for a taken address gets 409', async () => {
    const { ensureAdmin } = await import('../../modules/auth/firstAdmin');
    await ensureAdmin(t.app.ctx.db, { email: 'boss@campus.test', password: 'boss password 1' });
    const token = (await api.login('boss@campus.test', 'boss password 1')).body.authorization;
    const owner = await verifiedAccount('Ida', 'ida password 1');
    const res = await api.send(
      'POST',
      '/auth/register',
      { name: 'Ida', email: owner, password: 'whatever pw', role: 'keeper' },
      { authorization: token },
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CONFLICT');
  });
});
