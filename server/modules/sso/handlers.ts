import { notFound } from '../../errors';
import { browserSecret, readBrowserSecret, setBrowserCookie } from './browserCookie';
import { exchangeHandoff } from './handoff';
import { finishSignIn, startSignIn } from './signIn';
import { DEFAULT_OIDC_NAME } from './settings';
import type { Handlers, Sent } from '../types';
import type { AppContext } from '../../context';
import type { FastifyReply } from 'fastify';

const SSO_OFF = 'Single sign-on is not configured.';

/** Redirects are never cached: each carries a one-time state or code. */
const redirect = (reply: FastifyReply, location: string): Sent =>
  reply.header('cache-control', 'no-store').redirect(location, 302) as Sent;

/** Handlers of the single sign-on operations (docs/product.md#single-sign-on); 404 when it is off. */
export function ssoHandlers(ctx: AppContext) {
  const settingsOrOff = () => {
    if (!ctx.config.oidc) throw notFound(SSO_OFF);
    return ctx.config.oidc;
  };
  const secure = ctx.config.publicUrl.startsWith('https:');
  return {
    getOidcSettings: async () => ({
      enabled: Boolean(ctx.config.oidc),
      name: ctx.config.oidc?.name ?? DEFAULT_OIDC_NAME,
    }),
    startOidcLogin: async (req, reply) => {
      const settings = settingsOrOff();
      const secret = browserSecret(req.headers.cookie);
      const location = await startSignIn(ctx, settings, secret);
      reply.header('set-cookie', setBrowserCookie(secret, secure));
      return redirect(reply, location);
    },
    finishOidcLogin: async (req, reply) => {
      const settings = settingsOrOff();
      const search = req.url.indexOf('?');
      const secret = readBrowserSecret(req.headers.cookie);
      const location = await finishSignIn(ctx, settings, {
        query: search >= 0 ? req.url.slice(search) : '',
        state: req.query.state,
        browserSecret: secret,
      });
      // The hand-off needs the cookie again (handoff.ts): it must outlive the code's minute.
      if (secret) reply.header('set-cookie', setBrowserCookie(secret, secure));
      return redirect(reply, location);
    },
    exchangeOidcCode: async (req) => {
      settingsOrOff();
      return exchangeHandoff(ctx, req.body.code, readBrowserSecret(req.headers.cookie));
    },
  } satisfies Partial<Handlers>;
}
