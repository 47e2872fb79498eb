import { createTestApp, type TestApp } from '../testApp';
import { createUser, type TestUser } from '../fixtures';
import { notify } from '../../modules/notifications';
import { outboxTo, unsubscribeOf } from '../../modules/notifications/testHelpers';

/**
 * Attacks on the one-click unsubscribe over real HTTP (docs/security.md#e-mail): its token is the
 * only credential, so it must not be forgeable from a token one holds, nor say whose it is.
 * RATE_LIMIT is off: the defence under test is the token itself, however many tries.
 */
describe('attack: forging or reading an unsubscribe token', () => {
  let t: TestApp;
  let base: string;
  let mallory: TestUser;
  let victim: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
    base = await t.listen();
    mallory = await createUser(t, { name: 'Mallory' });
    victim = await createUser(t, { name: 'Victor' });
  });
  afterAll(() => t.close());

  /** A fresh token of `user` for claims, from a real notification mail. */
  const tokenFrom = async (user: TestUser) => {
    await notify(t.app.ctx, { userId: user.id, message: 'Your item was claimed.', itemId: null });
    const mails = await outboxTo(t, user.email);
    return unsubscribeOf(mails[mails.length - 1]).token;
  };
  const post = (token: string, init: RequestInit = {}) =>
    fetch(`${base}/api/v1/email/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      ...init,
    });
  const claimsOf = async (user: TestUser) => {
    const res = await fetch(`${base}/api/v1/users/me/email-preferences`, {
      headers: { authorization: user.token },
    });
    return ((await res.json()) as { claims: string }).claims;
  };

  it('no token made from one’s own works: bit flips, splices, truncations all answer 400', async () => {
    const mine = Buffer.from(await tokenFrom(mallory), 'base64url');
    const other = Buffer.from(await tokenFrom(mallory), 'base64url');
    const attempts: Buffer[] = [];
    for (let i = 0; i < mine.length; i++) {
      const copy = Buffer.from(mine);
      copy[i] ^= 0x80;
      attempts.push(copy);
    }
    // The IV of one token with the ciphertext and MAC of another, and the reverse.
    attempts.push(Buffer.concat([other.subarray(0, 17), mine.subarray(17)]));
    attempts.push(Buffer.concat([mine.subarray(0, 17), other.subarray(17)]));
    attempts.push(mine.subarray(0, mine.length - 1), Buffer.concat([mine, Buffer.from([0])]));
    for (const forged of attempts) {
      const res = await post(forged.toString('base64url'));
      expect(res.status).toBe(400);
    }
    expect(await claimsOf(mallory)).toBe('instant');
    expect(await claimsOf(victim)).toBe('instant');
  });

  it('a token says nothing about whom it names, and differs in every mail', async () => {
    const a = await tokenFrom(victim);
    const b = await tokenFrom(victim);
    expect(a).not.toBe(b);
    for (const token of [a, b]) {
      const bytes = Buffer.from(token, 'base64url');
      for (const text of [token, bytes.toString('latin1'), bytes.toString('hex')]) {
        expect(text).not.toContain(victim.id);
        expect(text).not.toContain(victim.email);
      }
    }
  });

  it('a link scanner opening the address changes nothing; the mail client’s POST does', async () => {
    const token = await tokenFrom(victim);
    const scanned = await fetch(`${base}/api/v1/email/unsubscribe?token=${token}`);
    expect(scanned.status).toBe(404);
    expect(await claimsOf(victim)).toBe('instant');

    const oneClick = await post(token, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await claimsOf(victim)).toBe('off');
    expect(await claimsOf(mallory)).toBe('instant');
  });
});
