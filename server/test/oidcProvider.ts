import http from 'node:http';
import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { KoaContextWithOIDC } from 'oidc-provider';

/** An account at the test provider: its claims as a campus directory would send them. */
export type ProviderAccount = { email: string; email_verified: boolean; name: string };

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds (or replaces) the account that signs in with this login name on the provider's page. */
  addAccount: (login: string, account: ProviderAccount) => void;
  close: () => Promise<void>;
};

/**
 * A real OpenID provider (the certified `oidc-provider`) on a random local port, for the single
 * sign-on tests. Its quick-start login page (devInteractions) signs in any login name the test
 * added; consent is taken as given, as a campus provider does for its own portal.
 */
export async function startTestProvider(redirectUris: string[]): Promise<TestProvider> {
  muteProviderNotices();
  const { default: Provider } = await import('oidc-provider');
  const accounts = new Map<string, ProviderAccount>();
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'lost-and-found';
  const clientSecret = 'test-client-secret-that-is-long-enough';
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig' }] },
    cookies: { keys: ['test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    pkce: { required: () => true },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const grantId =
        oidc.result?.consent?.grantId || oidc.session!.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client!.clientId,
        accountId: oidc.session!.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  handler = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount: (login, account) => accounts.set(login, account),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The provider tells a real deployment to replace its quick-start parts (the login page, the
 * in-memory store) and names the Node.js versions it prefers; for a test provider that is noise.
 */
function muteProviderNotices(): void {
  for (const level of ['info', 'warn'] as const) {
    const write = console[level];
    if ((write as { muted?: boolean }).muted) continue;
    const muted = (...args: unknown[]) => {
      if (String(args[0]).startsWith('oidc-provider ')) return;
      write(...args);
    };
    console[level] = Object.assign(muted, { muted: true });
  }
}
