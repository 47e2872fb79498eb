import { z } from 'zod';
import { canonicalEmail, showNonAscii } from '../../../shared/email';

/** Single sign-on through the campus OpenID provider (docs/deploy.md#single-sign-on). */
export type OidcConfig = {
  /** The provider's issuer URL, exactly as its discovery document names it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button's label: "Sign in with {name}". */
  name: string;
  /** Email domains allowed to sign in, canonical (ASCII lower-case); empty for any. */
  allowedDomains: string[];
};

export const DEFAULT_OIDC_NAME = 'Campus account';

const optional = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

/** The OIDC_* settings (part of config.ts's environment schema). */
export const oidcEnv = {
  OIDC_ISSUER: optional,
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  OIDC_NAME: optional,
  OIDC_ALLOWED_DOMAINS: optional,
};

type Env = { [K in keyof typeof oidcEnv]: z.output<(typeof oidcEnv)[K]> };

const REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http only to a provider on this machine (a test or a local trial), never over a network. */
export const isLoopback = (url: URL) => LOOPBACK.has(url.hostname);

function issuerProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'OIDC_ISSUER must be a URL';
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && isLoopback(url)) return undefined;
  return 'OIDC_ISSUER must be an https:// URL (http:// only for localhost)';
}

/** The listed domains as written (`@` and blanks dropped). */
const listedDomains = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((d) => d.trim().replace(/^@/, ''))
    .filter(Boolean);

/**
 * A domain in the same canonical form as addresses (docs/security.md#e-mail-addresses): plain
 * ASCII, only A-Z lower-cased; anything else is no domain a canonical address can have.
 */
const canonicalDomain = (domain: string) => canonicalEmail(`x@${domain}`)?.slice(2);

/** The problems with the single sign-on settings, one line each (none when it is off). */
export function oidcProblems(e: Env): string[] {
  const set = REQUIRED.filter((name) => e[name]);
  if (set.length === 0) return [];
  if (set.length < REQUIRED.length) {
    const missing = REQUIRED.filter((name) => !e[name]);
    return [`single sign-on needs ${REQUIRED.join(', ')}: ${missing.join(', ')} missing`];
  }
  const problems = listedDomains(e.OIDC_ALLOWED_DOMAINS)
    .filter((d) => canonicalDomain(d) === undefined)
    .map(
      (d) =>
        `OIDC_ALLOWED_DOMAINS: "${showNonAscii(d)}" is not a plain domain name (ASCII letters, digits, hyphens, dots)`,
    );
  const problem = issuerProblem(e.OIDC_ISSUER!);
  return problem ? [problem, ...problems] : problems;
}

/** Off (undefined) unless the issuer, client id and secret are all set. */
export function oidcConfig(e: Env): OidcConfig | undefined {
  if (!e.OIDC_ISSUER || !e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET) return undefined;
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    name: e.OIDC_NAME ?? DEFAULT_OIDC_NAME,
    allowedDomains: listedDomains(e.OIDC_ALLOWED_DOMAINS)
      .map(canonicalDomain)
      .filter((d): d is string => d !== undefined),
  };
}
