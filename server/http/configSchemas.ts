import net from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for common private ranges, accepted in TRUST_PROXY lists. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || net.isIP(entry)) return true;
  const match = /^(.+)\/(\d{1,3})$/.exec(entry);
  if (!match) return false;
  const version = net.isIP(match[1]);
  const bits = Number(match[2]);
  return version !== 0 && bits <= (version === 4 ? 32 : 128);
}

const list = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * TRUST_PROXY: off by default, so X-Forwarded-For is ignored and a client's address is its
 * socket's. `1` (or more) trusts that many proxy hops in front of the server; a comma list
 * trusts only those addresses, CIDR ranges or `loopback`/`linklocal`/`uniquelocal`. Trusting
 * every peer (`true`) is refused: it would let any client pick its address.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const v = (value ?? '').trim().toLowerCase();
    if (v === '' || v === 'off' || v === 'false' || v === '0') return false;
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops <= 10) return hops;
    } else if (v !== 'true' && v !== 'on') {
      const entries = list(v);
      const bad = entries.filter((e) => !isAddressOrRange(e));
      if (!bad.length && entries.length) return entries;
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY: not an address or CIDR range: ${bad.join(', ') || value}`,
      });
      return z.NEVER;
    }
    ctx.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY must be off, a hop count (1-10) or a comma list of proxy addresses/CIDR ranges',
    });
    return z.NEVER;
  });

/** CORS_ORIGINS: a comma list of origins (`https://app.campus.edu`), no paths; empty = none. */
export const corsOriginsSchema = z
  .string()
  .optional()
  .transform((value, ctx): string[] => {
    const origins: string[] = [];
    for (const entry of list(value ?? '')) {
      let url: URL | undefined;
      try {
        url = new URL(entry);
      } catch {
        url = undefined;
      }
      if (
        !url ||
        (url.protocol !== 'http:' && url.protocol !== 'https:') ||
        url.pathname !== '/' ||
        url.search ||
        url.hash ||
        url.username
      ) {
        ctx.addIssue({
          code: 'custom',
          message: `CORS_ORIGINS: "${entry}" is not an origin like https://app.campus.edu`,
        });
        return z.NEVER;
      }
      origins.push(url.origin);
    }
    return origins;
  });

/** REQUEST_TIMEOUT_MS: headers and body of one request must arrive within this time. */
export const requestTimeoutSchema = z.coerce
  .number()
  .int()
  .min(1000)
  .max(3_600_000)
  .default(60_000);
