import { call } from '../auth/testHelpers';
import { signInAtProvider } from '../../test/oidcBrowser';
import { HANDOFF_NO_BROWSER, HANDOFF_USED } from './handoff';
import {
  CALLBACK,
  exchange,
  signInThrough,
  startAtPortal,
  uniqueLogin,
  withSso,
  type Sso,
} from './testHelpers';

/**
 * Issue 23, finding 2 (login CSRF through the hand-off): the one-time code of
 * `/login/oidc#code=…` is traded only with the sign-in cookie of the browser that started the
 * sign-in, so a code link opened in someone else's browser does not sign them into the
 * sender's account (docs/security.md#single-sign-on). Against a real OpenID provider.
 */
describe('single sign-on hand-off is bound to the browser that started it', () => {
  let sso: Sso;
  withSso((started) => (sso = started));

  function person(label: string) {
    const name = uniqueLogin(label);
    const email = `${name}@campus.test`;
    sso.provider.addAccount(name, { email, email_verified: true, name: label });
    return { name, email };
  }

  const refusedWith = (res: { statusCode: number; json: () => unknown }, message: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
  };

  it("is refused without the starting browser's cookie, and still works in that browser", async () => {
    const mallory = person('mallory');
    const landing = await signInThrough(sso, mallory.name);

    // The victim's browser never started a sign-in: it has no sign-in cookie at all.
    refusedWith(await exchange(sso.t, landing, null), HANDOFF_NO_BROWSER);

    // A refused trade does not spend the code: the browser that signed in still can.
    const res = await exchange(sso.t, landing);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(mallory.email);
  });

  it("is refused with another browser's sign-in cookie", async () => {
    const mallory = person('mallory');
    const landing = await signInThrough(sso, mallory.name);
    // The victim once started a campus sign-in of their own: their browser has its own cookie.
    const victim = await startAtPortal(sso.t);
    expect(victim.cookie).not.toBe(landing.cookie);

    refusedWith(await exchange(sso.t, landing, victim.cookie), HANDOFF_USED);
    refusedWith(await exchange(sso.t, landing, 'lf_oidc=not-a-secret'), HANDOFF_NO_BROWSER);
    expect((await exchange(sso.t, landing)).statusCode).toBe(200);
  });

  it('leaves the session the victim already has alone', async () => {
    const victim = person('victim');
    const own = await signInThrough(sso, victim.name);
    const session = (await exchange(sso.t, own)).json();

    const mallory = person('mallory');
    const attack = await signInThrough(sso, mallory.name);
    // The victim's browser opens the attacker's link: it sends its own cookie (and session).
    refusedWith(await exchange(sso.t, attack, own.cookie), HANDOFF_USED);
    const me = await call(sso.t, 'GET', '/users/me', { token: session.authorization });
    expect(me.json().user.email).toBe(victim.email);
  });

  it('renews the sign-in cookie at the callback, so it outlasts the code', async () => {
    const ada = person('ada');
    const start = await startAtPortal(sso.t);
    const back = new URL(await signInAtProvider(start.location, ada.name, CALLBACK));
    const res = await sso.t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: start.cookie },
    });
    expect(String(res.headers.location)).toMatch(/^\/login\/oidc#code=/);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie.split(';')[0]).toBe(start.cookie);
    expect(setCookie).toMatch(/Path=\/api\/v1\/auth\/oidc; Max-Age=600; HttpOnly; SameSite=Lax/);
  });
});
