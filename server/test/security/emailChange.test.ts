import { latestOutboxMail } from '../../mail/mailer';
import { createTestApp, type TestApp } from '../testApp';
import { closeSockets, connect, disconnected } from '../realtimeFixtures';
import { ageCodes, uniqueEmail, wrongCode } from '../../modules/auth/testHelpers';

/**
 * Issue 8, item 3: changing the login address needs the current password AND the code mailed
 * to the new address; until that code is entered nothing changes. Attacked over real HTTP (and a
 * real socket) on the running server.
 */

const PASSWORD = 'correct horse battery';

describe('security: email change needs the password and a code sent to the new address', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
    base = `${await t.listen()}/api/v1`;
  });
  afterAll(async () => {
    closeSockets();
    await t.close();
  });

  async function http(method: string, path: string, opts: { token?: string; body?: unknown } = {}) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(opts.token ? { authorization: opts.token } : {}),
      },
      ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  const login = (email: string, password = PASSWORD) =>
    http('POST', '/auth/login', { body: { email, password } });
  const me = (token: string) => http('GET', '/users/me', { token });
  const update = (token: string, body: unknown) => http('PUT', '/users/me', { token, body });
  const confirm = (token: string, otp: string) =>
    http('POST', '/users/me/email/confirm', { token, body: { otp } });
  /** Mail goes out after the answer, through the job queue: wait for it, then read the outbox. */
  const mailTo = async (email: string) => {
    await t.app.ctx.jobs.idle();
    return latestOutboxMail(t.config.dataDir, email);
  };

  /** A verified account, through the public endpoints. */
  async function account(label = 'user') {
    const email = uniqueEmail(label);
    const reg = await http('POST', '/auth/register', {
      body: { name: `Person ${label}`, email, password: PASSWORD },
    });
    expect(reg.status).toBe(200);
    const verified = await http('POST', '/auth/verify-otp', {
      body: { email, otp: await t.mailedCode(email) },
    });
    expect(verified.status).toBe(200);
    return { email, token: verified.body.authorization as string, id: verified.body.user.id };
  }

  /** The login address is still `email`, and nothing else logs in as this account. */
  async function stillAt(token: string, email: string, notAt: string) {
    expect((await me(token)).body.user.email).toBe(email);
    expect((await login(email)).status).toBe(200);
    expect((await login(notAt)).status).toBe(400);
  }

  it('refuses a new email without the current password, or with a wrong one', async () => {
    const a = await account('nopass');
    const target = uniqueEmail('target');
    const missing = await update(a.token, { name: 'Person nopass', email: target });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'currentPassword', message: expect.any(String) }],
    });
    const wrong = await update(a.token, {
      name: 'Renamed meanwhile',
      email: target,
      currentPassword: 'not my password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'Current password is incorrect.', code: 'BAD_REQUEST' });
    // Nothing changed (not even the name sent along), and nothing was mailed to the target.
    expect((await me(a.token)).body.user.name).toBe('Person nopass');
    await stillAt(a.token, a.email, target);
    expect(await mailTo(target)).toBeUndefined();
  });

  it('the name still changes at once, with no password, when the email stays', async () => {
    const a = await account('nameonly');
    const res = await update(a.token, { name: 'New Name', email: a.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Profile updated successfully',
      user: expect.objectContaining({ name: 'New Name', email: a.email }),
    });
    expect(res.body.pendingEmail).toBeUndefined();
  });

  it('changes nothing until the code mailed to the new address is entered', async () => {
    const a = await account('owner');
    const other = (await login(a.email)).body.authorization as string;
    const socket = await connect(base.replace(/\/api\/v1$/, ''), { token: other });
    const target = uniqueEmail('New.Address');
    const asked = await update(a.token, {
      name: 'Owner Renamed',
      email: target,
      currentPassword: PASSWORD,
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({
      message: `We sent a code to ${target.toLowerCase()}. Enter it to confirm your new email.`,
      user: expect.objectContaining({ name: 'Owner Renamed', email: a.email }),
      pendingEmail: target.toLowerCase(),
    });
    // Pending only: the old address still logs in, the new one does not.
    await stillAt(a.token, a.email, target);
    const code = await t.mailedCode(target);
    expect(await mailTo(a.email)).toMatchObject({ subject: expect.not.stringMatching(/changed/) });

    // Wrong code: refused, still nothing changed.
    const wrong = await confirm(a.token, wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'Invalid or expired OTP', code: 'BAD_REQUEST' });
    await stillAt(a.token, a.email, target);

    // The right code applies it.
    const gone = disconnected(socket);
    const done = await confirm(a.token, code);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      message: 'Email updated successfully',
      user: expect.objectContaining({ id: a.id, email: target.toLowerCase() }),
    });
    expect((await me(a.token)).body.user.email).toBe(target.toLowerCase());
    expect((await login(target)).status).toBe(200);
    expect((await login(a.email)).status).toBe(400);

    // The old address is told, naming the new one; the other session and its socket are gone.
    const notice = await mailTo(a.email);
    expect(notice?.subject).toMatch(/email was changed/);
    expect(notice?.text).toContain(target.toLowerCase());
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
    expect((await me(other)).status).toBe(401);
    expect(await gone).toBe('io server disconnect');

    // Single use.
    expect((await confirm(a.token, code)).status).toBe(400);
  });

  it("refuses someone else's code, and a code is bound to the address it was sent to", async () => {
    const a = await account('alice');
    const b = await account('bob');
    const aTarget = uniqueEmail('alice.new');
    const bTarget = uniqueEmail('bob.new');
    expect(
      (await update(a.token, { name: 'A', email: aTarget, currentPassword: PASSWORD })).status,
    ).toBe(200);
    expect(
      (await update(b.token, { name: 'B', email: bTarget, currentPassword: PASSWORD })).status,
    ).toBe(200);
    const aCode = await t.mailedCode(aTarget);
    const bCode = await t.mailedCode(bTarget);
    // Each code works only for the account that asked (skip the rare equal pair).
    if (aCode !== bCode) {
      expect((await confirm(a.token, bCode)).status).toBe(400);
      expect((await confirm(b.token, aCode)).status).toBe(400);
    }
    // Bob asks for another address (after the one-minute re-send pause): the first code, sent
    // to the first address, no longer confirms anything.
    await ageCodes(t, b.email);
    const bSecond = uniqueEmail('bob.second');
    expect(
      (await update(b.token, { name: 'B', email: bSecond, currentPassword: PASSWORD })).status,
    ).toBe(200);
    const bSecondCode = await t.mailedCode(bSecond);
    if (bSecondCode !== bCode) expect((await confirm(b.token, bCode)).status).toBe(400);
    await stillAt(b.token, b.email, bTarget);
    expect((await confirm(b.token, bSecondCode)).status).toBe(200);
    expect((await me(b.token)).body.user.email).toBe(bSecond.toLowerCase());
    expect((await login(bTarget)).status).toBe(400);
    await stillAt(a.token, a.email, aTarget);
  });

  it('racing requests for several addresses: a code only ever confirms the address it went to', async () => {
    const a = await account('racing');
    const targets = Array.from({ length: 6 }, (_, i) => uniqueEmail(`race${i}`).toLowerCase());
    const answers = await Promise.all(
      targets.map((email) => update(a.token, { name: 'Racer', email, currentPassword: PASSWORD })),
    );
    expect(answers.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    const mailed: { email: string; code: string }[] = [];
    for (const email of targets) {
      const code = (await mailTo(email))?.text.match(/\b(\d{6})\b/)?.[1];
      if (code) mailed.push({ email, code });
    }
    expect(mailed.length).toBeGreaterThan(0);
    // Every mailed code either fails or moves the account to the very address it was sent to.
    let confirmed = 0;
    for (const { email, code } of mailed.slice(-4)) {
      const res = await confirm(a.token, code);
      if (res.status === 200) {
        confirmed++;
        expect(res.body.user.email).toBe(email);
        break;
      }
      expect(res.status).toBe(400);
    }
    expect(confirmed).toBe(1);
  });

  it('a pending record left by a lost race never lends its address to a newer code', async () => {
    const a = await account('stale');
    const x = uniqueEmail('stale.x').toLowerCase();
    const y = uniqueEmail('stale.y').toLowerCase();
    await update(a.token, { name: 'S', email: x, currentPassword: PASSWORD });
    const { db } = t.app.ctx;
    const xRecord = await db
      .selectFrom('email_changes')
      .selectAll()
      .where('user_id', '=', a.id)
      .executeTakeFirstOrThrow();
    await ageCodes(t, a.email);
    await update(a.token, { name: 'S', email: y, currentPassword: PASSWORD });
    const yCode = await t.mailedCode(y);
    // The request for X writes its record last, as a slower concurrent request could.
    await db
      .updateTable('email_changes')
      .set({ new_email: x, code_id: xRecord.code_id })
      .where('user_id', '=', a.id)
      .execute();
    const res = await confirm(a.token, yCode);
    expect(res.status).toBe(400);
    await stillAt(a.token, a.email, x);
  });

  it('locks the code after five wrong tries', async () => {
    const a = await account('guesser');
    const target = uniqueEmail('guess.target');
    await update(a.token, { name: 'G', email: target, currentPassword: PASSWORD });
    const code = await t.mailedCode(target);
    for (let i = 0; i < 5; i++) expect((await confirm(a.token, wrongCode(code))).status).toBe(400);
    const locked = await confirm(a.token, code);
    expect(locked.status).toBe(400);
    await stillAt(a.token, a.email, target);
  });

  it('answers 409 at confirmation when the address was taken meanwhile; nothing changes', async () => {
    const a = await account('racer');
    const target = uniqueEmail('contested');
    await update(a.token, { name: 'R', email: target, currentPassword: PASSWORD });
    const code = await t.mailedCode(target);
    // Someone registers the address before the code is entered.
    const reg = await http('POST', '/auth/register', {
      body: { name: 'Squatter', email: target, password: PASSWORD },
    });
    expect(reg.status).toBe(200);
    const res = await confirm(a.token, code);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'An account with this email already exists.',
      code: 'CONFLICT',
    });
    expect((await me(a.token)).body.user.email).toBe(a.email);
    expect((await login(a.email)).status).toBe(200);
    // The other account is untouched (still pending verification, not A).
    expect((await login(target)).status).toBe(403);
  });

  it('does not reveal whether the new address has an account; that address gets no code', async () => {
    const a = await account('prober');
    const owner = await account('owner.of.address');
    const free = uniqueEmail('free');
    const taken = await update(a.token, {
      name: 'P',
      email: owner.email.toUpperCase(),
      currentPassword: PASSWORD,
    });
    await ageCodes(t, a.email);
    const untaken = await update(a.token, { name: 'P', email: free, currentPassword: PASSWORD });
    expect(taken.status).toBe(untaken.status);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(untaken.body).sort());
    expect(taken.body.message.replace(owner.email, 'X')).toBe(
      untaken.body.message.replace(free.toLowerCase(), 'X'),
    );
    // The address owner is told, without a code.
    const told = await mailTo(owner.email);
    expect(told?.subject).toMatch(/already has an account/);
    expect(told?.text).not.toMatch(/\b\d{6}\b/);
    expect((await me(owner.token)).body.user.email).toBe(owner.email);
    expect((await login(owner.email)).status).toBe(200);
  });

  it('re-asking within a minute: same address keeps the code, another address is 429', async () => {
    const a = await account('hasty');
    const first = uniqueEmail('first');
    await update(a.token, { name: 'H', email: first, currentPassword: PASSWORD });
    const code = await t.mailedCode(first);
    const again = await update(a.token, { name: 'H', email: first, currentPassword: PASSWORD });
    expect(again.status).toBe(200);
    expect(again.body.pendingEmail).toBe(first.toLowerCase());
    const second = uniqueEmail('second');
    const other = await update(a.token, {
      name: 'Should Not Apply',
      email: second,
      currentPassword: PASSWORD,
    });
    expect(other.status).toBe(429);
    expect(other.body.code).toBe('RATE_LIMITED');
    expect(await mailTo(second)).toBeUndefined();
    expect((await me(a.token)).body.user.name).toBe('H');
    // The first code still confirms the first address.
    expect((await confirm(a.token, code)).status).toBe(200);
    expect((await me(a.token)).body.user.email).toBe(first.toLowerCase());
  });

  it('a password-reset code mailed to the old address stops working after the change', async () => {
    const a = await account('resetter');
    expect((await http('POST', '/auth/forgot-password', { body: { email: a.email } })).status).toBe(
      200,
    );
    const resetCode = await t.mailedCode(a.email);
    const target = uniqueEmail('moved');
    await update(a.token, { name: 'M', email: target, currentPassword: PASSWORD });
    expect((await confirm(a.token, await t.mailedCode(target))).status).toBe(200);
    const res = await http('POST', '/auth/verify-otp', {
      body: { email: target, otp: resetCode, purpose: 'reset' },
    });
    expect(res.status).toBe(400);
  });

  it('needs a session and a well-formed code', async () => {
    expect(
      (await http('POST', '/users/me/email/confirm', { body: { otp: '123456' } })).status,
    ).toBe(401);
    const a = await account('shape');
    const bad = await confirm(a.token, '12ab');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    // No pending change: any code is refused.
    expect((await confirm(a.token, '123456')).status).toBe(400);
  });
});
