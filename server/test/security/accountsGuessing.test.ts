import {
  address,
  ageCodes,
  listeningServer,
  codeIn,
  mailbox,
  otherCode,
  type Api,
} from './accountsSupport';
import type { TestApp } from '../testApp';

/**
 * Guessing attacks over real HTTP (issue 8): codes across re-sends (item 4) and passwords
 * (item 7). RATE_LIMIT is off and every try claims another client address: the brakes under
 * test are per account.
 */
const LOCKED_CODES = /^Too many wrong codes were entered for this account/;
const RETRY_LOGIN = /^Too many failed sign-in attempts\. Please try again in \d+ seconds\.$/;

describe('attack: guessing codes across re-sends', () => {
  let t: TestApp;
  let api: Api;
  listeningServer((s) => ({ t, api } = s));

  /**
   * Guesses wrong codes, asking for a fresh code every 4 guesses (so no code ever reaches its
   * own 5-try cap), until `guesses` were sent. Returns the answers and the newest mailed code.
   */
  async function guessAcrossResends(
    email: string,
    guesses: number,
    purpose: 'verify' | 'reset',
  ): Promise<{ messages: string[]; latest: string }> {
    const messages: string[] = [];
    let latest = '';
    for (let i = 0; i < guesses; i++) {
      if (i % 4 === 0) {
        await ageCodes(t, email);
        expect((await api.forgot(email, purpose)).status).toBe(200);
        const mails = (await mailbox(t, email)).filter((m) => !/locked/.test(m.subject));
        latest = codeIn(mails[mails.length - 1]);
      }
      const res = await api.verify(email, otherCode(latest, 1 + i), purpose);
      expect(res.status).toBe(400);
      messages.push(res.body.message);
    }
    return { messages, latest };
  }

  it('a pending account: 25 wrong codes over many re-sends, then even the right code is refused and the owner is mailed once', async () => {
    const victim = address('victim');
    await api.register(victim, 'Quinn', 'victim password 1');
    const { messages, latest } = await guessAcrossResends(victim, 25, 'verify');
    expect(messages.slice(0, 10).every((m) => m === 'Invalid or expired OTP')).toBe(true);
    expect(messages.slice(10).every((m) => LOCKED_CODES.test(m))).toBe(true);

    // The newest code that was mailed still has tries left; the lock refuses it all the same.
    const right = await api.verify(victim, latest);
    expect(right.status).toBe(400);
    expect(right.body.message).toMatch(LOCKED_CODES);
    const lockMails = (await mailbox(t, victim)).filter((m) => /code entry locked/.test(m.subject));
    expect(lockMails).toHaveLength(1);
    expect((await api.login(victim, 'victim password 1')).status).toBe(403);

    // Once the lock is over (moved into the past here), a fresh code works again.
    await t.app.ctx.db
      .updateTable('auth_locks')
      .set({ locked_until: '2000-01-01T00:00:00.000Z' })
      .execute();
    await ageCodes(t, victim);
    await api.forgot(victim, 'verify');
    const mails = (await mailbox(t, victim)).filter((m) => !/locked/.test(m.subject));
    expect((await api.verify(victim, codeIn(mails[mails.length - 1]))).status).toBe(200);
  });

  it('a verified account: wrong reset codes across re-sends lock the reset flow too', async () => {
    const victim = address('victim');
    await api.register(victim, 'Rita', 'victim password 2');
    expect((await api.verify(victim, codeIn((await mailbox(t, victim))[0]))).status).toBe(200);
    const { messages, latest } = await guessAcrossResends(victim, 12, 'reset');
    expect(messages.slice(10).every((m) => LOCKED_CODES.test(m))).toBe(true);
    const right = await api.verify(victim, latest, 'reset');
    expect(right.status).toBe(400);
    expect(right.body.message).toMatch(LOCKED_CODES);
    expect(right.body.resetToken).toBeUndefined();
    // While locked, asking for codes mails nothing new (only the one lock notice went out).
    const count = (await mailbox(t, victim)).length;
    await ageCodes(t, victim);
    await api.forgot(victim);
    expect(await mailbox(t, victim)).toHaveLength(count);
    expect(
      (await mailbox(t, victim)).filter((m) => /code entry locked/.test(m.subject)),
    ).toHaveLength(1);
    // The password itself is untouched.
    expect((await api.login(victim, 'victim password 2')).status).toBe(200);
  });

  it('the budget is per account: another account is not affected', async () => {
    const bystander = address('bystander');
    await api.register(bystander, 'Sam', 'bystander password');
    const res = await api.verify(bystander, codeIn((await mailbox(t, bystander))[0]));
    expect(res.status).toBe(200);
  });
});

describe('attack: guessing a password', () => {
  let t: TestApp;
  let api: Api;
  listeningServer((s) => ({ t, api } = s));

  async function account(name: string, password: string) {
    const email = address(name.toLowerCase());
    await api.register(email, name, password);
    expect((await api.verify(email, codeIn((await mailbox(t, email))[0]))).status).toBe(200);
    return email;
  }

  /** Stands for waiting: moves an address's recorded sign-in failures back by `ms`. */
  async function ageLoginFailures(email: string, ms: number) {
    const rows = await t.app.ctx.db
      .selectFrom('auth_failures')
      .select(['id', 'created_at'])
      .where('kind', '=', 'login')
      .where('subject', '=', email)
      .execute();
    for (const row of rows) {
      await t.app.ctx.db
        .updateTable('auth_failures')
        .set({ created_at: new Date(Date.parse(row.created_at) - ms).toISOString() })
        .where('id', '=', row.id)
        .execute();
    }
  }

  /**
   * 30 wrong passwords, each from another client address. Whenever told to wait a little
   * (Retry-After up to a minute), the attacker "waits" (the failures are moved back a minute).
   */
  async function guessPasswords(email: string) {
    const statuses: number[] = [];
    let checked = 0;
    for (let i = 0; i < 30; i++) {
      const res = await api.login(email, `wrong password ${i}`, {
        'x-forwarded-for': `198.51.100.${i + 1}`,
      });
      statuses.push(res.status);
      if (res.status === 400) checked++;
      if (res.status === 429) {
        expect(res.body).toEqual({
          message: expect.stringMatching(RETRY_LOGIN),
          code: 'RATE_LIMITED',
        });
        const wait = Number(res.headers.get('retry-after'));
        expect(wait).toBeGreaterThan(0);
        if (wait <= 60) await ageLoginFailures(email, 60_000);
      }
    }
    return { statuses, checked };
  }

  it('30 wrong passwords: growing waits, then a lock that refuses the right password too, and one mail to the owner', async () => {
    const victim = await account('Tara', 'victim password 1');
    const { statuses, checked } = await guessPasswords(victim);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    // Only 10 guesses were ever checked, whatever the attacker's address or patience.
    expect(checked).toBe(10);

    const right = await api.login(victim, 'victim password 1');
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(RETRY_LOGIN);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(60);
    const lockMails = (await mailbox(t, victim)).filter((m) => /sign-in locked/.test(m.subject));
    expect(lockMails).toHaveLength(1);
  });

  it('an unknown address is braked exactly like a known one (no enumeration)', async () => {
    const known = await account('Uma', 'victim password 2');
    const unknown = address('ghost');
    const a = await guessPasswords(known);
    const b = await guessPasswords(unknown);
    expect(b.statuses).toEqual(a.statuses);
    expect(await mailbox(t, unknown)).toHaveLength(0);
  });

  it('30 wrong passwords at once: at most 10 are ever checked', async () => {
    const victim = await account('Vic', 'victim password 3');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api.login(victim, `wrong password ${i}`, { 'x-forwarded-for': `203.0.113.${i + 1}` }),
      ),
    );
    const checked = answers.filter((a) => a.status === 400).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(10);
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true);
  });

  it('a successful sign-in clears the count; a password reset lifts a lock', async () => {
    const owner = await account('Wes', 'owner password 1');
    for (let i = 0; i < 4; i++) expect((await api.login(owner, 'nope nope')).status).toBe(400);
    expect((await api.login(owner, 'owner password 1')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await api.login(owner, 'nope nope')).status).toBe(400);

    const victim = await account('Xia', 'victim password 4');
    await guessPasswords(victim);
    expect((await api.login(victim, 'victim password 4')).status).toBe(429);
    await api.forgot(victim);
    const mails = (await mailbox(t, victim)).filter((m) => /password reset/.test(m.subject));
    const token = (await api.verify(victim, codeIn(mails[mails.length - 1]), 'reset')).body
      .resetToken;
    expect((await api.reset(victim, 'brand new password', token)).status).toBe(200);
    expect((await api.login(victim, 'brand new password')).status).toBe(200);
  });
});
