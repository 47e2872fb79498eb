import net from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * Whose budget a limited request spends. The limiter runs as a preHandler, after the contract's
 * `token` security handler, so `req.auth` is set only when the request carried a live session:
 * then the budget is the user's (every session and device of one user share it, so more logins
 * do not mean more budget). Anything else, including an anonymous route called with a junk or
 * even a valid Authorization header, spends its address's budget.
 */
export function rateLimitKey(req: FastifyRequest): string {
  return req.auth ? `user:${req.auth.userId}` : `addr:${addressKey(req.ip)}`;
}

/**
 * An IPv4 address as is; an IPv6 address by its /64 network, since one subscriber usually holds
 * a whole /64 and could otherwise rotate through it. IPv4-mapped IPv6 counts as the IPv4 address.
 */
export function addressKey(ip: string): string {
  const addr = ip.replace(/%.*$/, '').toLowerCase();
  if (!net.isIPv6(addr)) return addr;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(addr);
  if (mapped) return mapped[1];
  const groups = expandIPv6(addr);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, as hex without leading zeros. */
function expandIPv6(addr: string): string[] {
  const [head, tail] = addr.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const toGroups = (parts: string[]) =>
    parts.flatMap((p) => {
      if (!p.includes('.')) return [p];
      const [a, b, c, d] = p.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = toGroups(part(head));
  const right = toGroups(part(tail));
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16).toString(16));
}
