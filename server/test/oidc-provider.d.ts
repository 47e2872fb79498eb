/** The few parts of oidc-provider (the test OpenID provider; it ships no typings) we use. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Claims = Record<string, unknown>;
  type Account = { accountId: string; claims: () => Promise<Claims> };

  class Grant {
    constructor(init: { clientId: string; accountId?: string });
    static find(id: string): Promise<Grant | undefined>;
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export type KoaContextWithOIDC = {
    oidc: {
      provider: Provider;
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
    };
  };

  export type Configuration = {
    clients?: Array<Record<string, unknown>>;
    jwks?: { keys: Array<Record<string, unknown>> };
    cookies?: { keys: string[] };
    claims?: Record<string, string[]>;
    features?: Record<string, unknown>;
    pkce?: { required?: () => boolean };
    ttl?: Record<string, number>;
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
