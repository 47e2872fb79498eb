import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createUser, type TestUser } from '../../test/fixtures';
import { api } from '../../test/realtimeFixtures';
import { unsubscribeLinks } from './links';
import { signUnsubscribe } from './unsubscribeToken';

const CHOICES = { messages: 'digest', claims: 'instant', matches: 'instant' };
const DEFAULTS = { ...CHOICES, matchDigest: true };

/** docs/product.md#e-mail: the choices, and the one-click unsubscribe that needs no login. */
describe('e-mail preferences and unsubscribe', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createUser(t, { name: 'Alice' });
    bob = await createUser(t, { name: 'Bob' });
  });
  afterAll(() => t.close());

  const prefsOf = async (user: TestUser) => {
    const res = await api(t.app, 'GET', '/users/me/email-preferences', user);
    expect(res.status).toBe(200);
    return res.body;
  };
  const tokenFor = async (
    user: TestUser,
    kinds: ('messages' | 'claims' | 'matches' | 'matchDigest')[],
  ) =>
    new URL((await unsubscribeLinks(t.app.ctx, user.id, kinds)).oneClick).searchParams.get(
      'token',
    )!;
  const unsubscribe = (
    token: string,
    body?: { type: string; payload: string },
    remoteAddress = '127.0.0.1',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/email/unsubscribe?token=${encodeURIComponent(token)}`,
      remoteAddress,
      ...(body ? { headers: { 'content-type': body.type }, payload: body.payload } : {}),
    });
  const form = { type: 'application/x-www-form-urlencoded', payload: 'List-Unsubscribe=One-Click' };

  it('needs a session to read or change the choices', async () => {
    expect((await api(t.app, 'GET', '/users/me/email-preferences')).status).toBe(401);
    expect(
      (await api(t.app, 'PUT', '/users/me/email-preferences', undefined, CHOICES)).status,
    ).toBe(401);
  });

  it('answers the defaults until a choice is made', async () => {
    expect(await prefsOf(alice)).toEqual(DEFAULTS);
  });

  it('saves all three choices, for the caller only', async () => {
    const next = { messages: 'instant', claims: 'digest', matches: 'off' };
    const res = await api(t.app, 'PUT', '/users/me/email-preferences', alice, next);
    expect(res).toEqual({ status: 200, body: { ...next, matchDigest: true } });
    expect(await prefsOf(alice)).toEqual({ ...next, matchDigest: true });
    expect(await prefsOf(bob)).toEqual(DEFAULTS);

    const again = { messages: 'off', claims: 'instant', matches: 'digest' };
    expect((await api(t.app, 'PUT', '/users/me/email-preferences', alice, again)).status).toBe(200);
    expect(await prefsOf(alice)).toEqual({ ...again, matchDigest: true });
  });

  it('switches the daily digest of possible matches, and keeps it when a save leaves it out', async () => {
    const user = await createUser(t);
    const off = { ...CHOICES, matchDigest: false };
    expect(await api(t.app, 'PUT', '/users/me/email-preferences', user, off)).toEqual({
      status: 200,
      body: off,
    });
    const later = { ...CHOICES, claims: 'off' };
    expect((await api(t.app, 'PUT', '/users/me/email-preferences', user, later)).body).toEqual({
      ...later,
      matchDigest: false,
    });
    const on = { ...later, matchDigest: true };
    expect((await api(t.app, 'PUT', '/users/me/email-preferences', user, on)).body).toEqual(on);
    const bad = await api(t.app, 'PUT', '/users/me/email-preferences', user, {
      ...CHOICES,
      matchDigest: 'no',
    });
    expect(bad.status).toBe(400);
    expect(await prefsOf(user)).toEqual(on);
  });

  it('refuses an unknown delivery or a missing kind', async () => {
    const bad = await api(t.app, 'PUT', '/users/me/email-preferences', bob, {
      ...DEFAULTS,
      claims: 'weekly',
    });
    expect(bad.status).toBe(400);
    const partial = await api(t.app, 'PUT', '/users/me/email-preferences', bob, {
      messages: 'off',
    });
    expect(partial.status).toBe(400);
    expect(await prefsOf(bob)).toEqual(DEFAULTS);
  });

  it('unsubscribes without a login, with the one-click form body or with no body, idempotently', async () => {
    const user = await createUser(t);
    const viaForm = await unsubscribe(await tokenFor(user, ['claims']), form);
    expect(viaForm.statusCode).toBe(200);
    expect(viaForm.json()).toEqual({
      kind: 'claims',
      message: expect.stringContaining('claims and hand-overs'),
    });
    expect(await prefsOf(user)).toEqual({ ...DEFAULTS, claims: 'off' });

    const token = await tokenFor(user, ['matches']);
    for (let i = 0; i < 2; i++) {
      const bare = await unsubscribe(token);
      expect(bare.statusCode).toBe(200);
      expect(bare.json().kind).toBe('matches');
    }
    expect(await prefsOf(user)).toEqual({ ...DEFAULTS, claims: 'off', matches: 'off' });
  });

  it('turns off only the daily digest of possible matches with its own link', async () => {
    const fresh = await createUser(t);
    const res = await unsubscribe(await tokenFor(fresh, ['matchDigest']), form);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kind: 'matchDigest',
      message:
        'You will no longer get the daily digest of possible matches. Your Lost reports still list them.',
    });
    expect(await prefsOf(fresh)).toEqual({ ...DEFAULTS, matchDigest: false });

    const user = await createUser(t);
    const mine = { messages: 'off', claims: 'digest', matches: 'instant' };
    await api(t.app, 'PUT', '/users/me/email-preferences', user, mine);
    expect((await unsubscribe(await tokenFor(user, ['matchDigest']))).statusCode).toBe(200);
    expect(await prefsOf(user)).toEqual({ ...mine, matchDigest: false });
  });

  it('keeps the other choices as they were', async () => {
    const user = await createUser(t);
    const mine = { messages: 'instant', claims: 'digest', matches: 'instant', matchDigest: false };
    await api(t.app, 'PUT', '/users/me/email-preferences', user, mine);
    expect((await unsubscribe(await tokenFor(user, ['messages']))).statusCode).toBe(200);
    expect(await prefsOf(user)).toEqual({ ...mine, messages: 'off' });
  });

  it('answers 400 to a forged, altered or foreign token, and changes nothing', async () => {
    const user = await createUser(t);
    const good = await tokenFor(user, ['claims']);
    const raw = Buffer.from(good, 'base64url');
    const flipped = (i: number) => {
      const copy = Buffer.from(raw);
      copy[i] ^= 1;
      return copy.toString('base64url');
    };
    const forged = [
      'x',
      'not-a-token',
      randomBytes(raw.length).toString('base64url'),
      flipped(0),
      flipped(20),
      flipped(raw.length - 1),
      good.slice(0, -2),
      `${good}AA`,
      // Signed with another key: a token from another server, or one made up with a guessed key.
      signUnsubscribe(randomBytes(32), { userId: user.id, kinds: ['claims'] }),
    ];
    for (const token of forged) {
      const res = await unsubscribe(token, form);
      expect({ token, status: res.statusCode }).toEqual({ token, status: 400 });
      expect(res.json()).toEqual({
        message: 'This unsubscribe link is not valid.',
        code: 'BAD_REQUEST',
      });
    }
    // A well-signed token for an account that does not exist.
    expect(
      (await unsubscribe(await tokenFor({ ...user, id: 'nobody' }, ['claims']))).statusCode,
    ).toBe(400);
    expect((await api(t.app, 'POST', '/email/unsubscribe')).status).toBe(400);
    expect(await prefsOf(user)).toEqual(DEFAULTS);
  });

  it('takes a form body here only, and no other body type', async () => {
    const token = await tokenFor(alice, ['claims']);
    const json = await unsubscribe(token, { type: 'application/json', payload: '{}' });
    expect(json.statusCode).toBe(415);
    const text = await unsubscribe(token, { type: 'text/plain', payload: 'x' });
    expect(text.statusCode).toBe(415);
    const elsewhere = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/email-preferences',
      headers: { authorization: alice.token, ...{ 'content-type': form.type } },
      payload: 'messages=off&claims=off&matches=off',
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('limits unsubscribe calls per address', async () => {
    const token = await tokenFor(bob, ['matches']);
    const statuses: number[] = [];
    // An address of its own: the other tests spend 127.0.0.1's budget.
    for (let i = 0; i < 21; i++) {
      statuses.push((await unsubscribe(token, undefined, '192.0.2.7')).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
