import { createSession } from '../../modules/auth/sessions';
import { makeItem } from '../realtimeFixtures';
import { createUser } from '../fixtures';
import { createTestApp, type TestApp } from '../testApp';
import { post, type RawResponse } from './transportHttp';

/**
 * Item 6: the rate limits cannot be dodged with headers. Every request goes over real HTTP from
 * 127.0.0.1; loginUser allows 20 a minute per address, registerUser 10, generateItemOtp 20 per
 * user. A different email on every login keeps any per-account throttling out of the picture.
 */
const LOGIN_MAX = 20;

let n = 0;
const badLogin = () => ({ email: `nobody${n++}@campus.test`, password: 'not the password' });
const addr = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function withApp(
  env: Record<string, string>,
  run: (t: TestApp, url: string) => Promise<void>,
) {
  const t = await createTestApp(env);
  try {
    await run(t, await t.listen());
  } finally {
    await t.close();
  }
}

async function statusesOf(count: number, send: (i: number) => Promise<RawResponse>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send(i)).status);
  return statuses;
}

function expectLimitedAfter(statuses: number[], max: number) {
  expect(statuses.slice(0, max)).not.toContain(429);
  expect(statuses.slice(max)).toEqual(statuses.slice(max).map(() => 429));
}

describe('rate limits keyed by address, with TRUST_PROXY off (the default)', () => {
  it('30 logins with a rotating X-Forwarded-For still end in 429 after 20', () =>
    withApp({}, async (_t, url) => {
      const statuses = await statusesOf(30, (i) =>
        post(url, '/auth/login', badLogin(), { 'x-forwarded-for': addr(i) }),
      );
      expect(statuses.slice(0, LOGIN_MAX)).toEqual(Array(LOGIN_MAX).fill(400));
      expectLimitedAfter(statuses, LOGIN_MAX);
      const limited = await post(url, '/auth/login', badLogin(), { 'x-forwarded-for': addr(99) });
      expect(limited.json().code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }));

  it('a junk Authorization header on login does not give a fresh budget, nor does a real session', () =>
    withApp({}, async (t, url) => {
      const spent = await statusesOf(LOGIN_MAX, () => post(url, '/auth/login', badLogin()));
      expect(spent).not.toContain(429);
      const junk = await statusesOf(10, (i) =>
        post(url, '/auth/login', badLogin(), { authorization: `Bearer junk-${i}-${Date.now()}` }),
      );
      expect(junk).toEqual(Array(10).fill(429));
      // A live session on an anonymous route is still the address's budget: more logins do
      // not mean more attempts.
      const user = await createUser(t);
      const withSession = await post(url, '/auth/login', badLogin(), { authorization: user.token });
      expect(withSession.status).toBe(429);
    }));

  it('on a route with optional auth (register), a junk token spends the address budget', () =>
    withApp({}, async (_t, url) => {
      const register = (i: number, headers: Record<string, string> = {}) =>
        post(
          url,
          '/auth/register',
          { name: `Person ${i}`, email: `reg${n++}@campus.test`, password: 'a long password 1' },
          headers,
        );
      const spent = await statusesOf(10, (i) => register(i));
      expect(spent).not.toContain(429);
      const junk = await statusesOf(5, (i) =>
        register(100 + i, { authorization: `Bearer junk-${i}` }),
      );
      expect(junk).toEqual(Array(5).fill(429));
    }));

  it('a listed proxy that is not the peer cannot set the address', () =>
    withApp({ TRUST_PROXY: '10.9.9.9' }, async (_t, url) => {
      const statuses = await statusesOf(25, (i) =>
        post(url, '/auth/login', badLogin(), { 'x-forwarded-for': addr(i) }),
      );
      expectLimitedAfter(statuses, LOGIN_MAX);
    }));
});

describe('rate limits with TRUST_PROXY set', () => {
  for (const trust of ['1', '127.0.0.1', 'loopback']) {
    it(`TRUST_PROXY=${trust}: X-Forwarded-For from the proxy is the client's address`, () =>
      withApp({ TRUST_PROXY: trust }, async (_t, url) => {
        const rotating = await statusesOf(30, (i) =>
          post(url, '/auth/login', badLogin(), { 'x-forwarded-for': addr(i) }),
        );
        expect(rotating).toEqual(Array(30).fill(400));
        // One client behind the proxy is limited on its own; another one is not.
        const one = await statusesOf(LOGIN_MAX + 1, () =>
          post(url, '/auth/login', badLogin(), { 'x-forwarded-for': '192.0.2.7' }),
        );
        expectLimitedAfter(one, LOGIN_MAX);
        const other = await post(url, '/auth/login', badLogin(), {
          'x-forwarded-for': '192.0.2.8',
        });
        expect(other.status).toBe(400);
      }));
  }

  it('with one trusted hop, a client cannot prepend addresses of its own', () =>
    withApp({ TRUST_PROXY: '1' }, async (_t, url) => {
      // The proxy appends the real client (192.0.2.9); what the client sent before it is ignored.
      const statuses = await statusesOf(25, (i) =>
        post(url, '/auth/login', badLogin(), { 'x-forwarded-for': `${addr(i)}, 192.0.2.9` }),
      );
      expectLimitedAfter(statuses, LOGIN_MAX);
    }));
});

describe('rate limits keyed by the validated user on authenticated routes', () => {
  it('two logins of one user share one budget; another user keeps theirs', () =>
    withApp({}, async (t, url) => {
      const alice = await createUser(t);
      const secondLogin = await createSession(t.app.ctx.db, alice.id);
      const bob = await createUser(t);
      const itemId = await makeItem(t.app.ctx.db, bob.id);
      const generate = (token: string) =>
        post(url, `/items/${itemId}/generate-otp`, undefined, { authorization: token });

      const tokens = [alice.token, secondLogin.token];
      const statuses = await statusesOf(21, (i) => generate(tokens[i % 2]));
      expectLimitedAfter(statuses, 20);
      // A third login does not bring a fresh budget either.
      const third = await createSession(t.app.ctx.db, alice.id);
      expect((await generate(third.token)).status).toBe(429);
      // Same address, different user: the budget is per user, not per address.
      expect((await generate(bob.token)).status).not.toBe(429);
    }));

  it('a junk token on an authenticated route is refused, never counted as a user', () =>
    withApp({}, async (t, url) => {
      const bob = await createUser(t);
      const itemId = await makeItem(t.app.ctx.db, bob.id);
      const statuses = await statusesOf(25, (i) =>
        post(url, `/items/${itemId}/generate-otp`, undefined, { authorization: `junk-${i}` }),
      );
      expect(statuses).toEqual(Array(25).fill(401));
    }));
});
