import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { UNSUBSCRIBE_KINDS, type UnsubscribeKind } from './kinds';

/*
 * The token of an unsubscribe link (docs/security.md#e-mail): it names a user and the kinds of
 * e-mail to stop, and must be neither forgeable nor readable, since it travels in mail and URLs.
 * So it is encrypted (AES-256-CTR, a random IV per token) and then authenticated with
 * HMAC-SHA-256 over the version, IV and ciphertext (encrypt-then-MAC), each with its own key
 * derived from the server's secret. Layout, base64url: version (1) | IV (16) | ciphertext | MAC
 * (the first 16 bytes of the HMAC). It does not expire: a link in an old mail keeps working.
 */

const VERSION = 1;
const IV_BYTES = 16;
const MAC_BYTES = 16;
const MAX_USER_ID = 64;

export type UnsubscribeLink = { userId: string; kinds: UnsubscribeKind[] };

/** The keys of the last secret: every mail derived them anew, a fifth of a millisecond each. */
let derived: { secret: Buffer; enc: Buffer; mac: Buffer } | null = null;

function keys(secret: Buffer) {
  if (derived?.secret.equals(secret)) return derived;
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `lostfound ${purpose} v1`, 32));
  derived = {
    secret: Buffer.from(secret),
    enc: derive('unsubscribe-encryption'),
    mac: derive('unsubscribe-mac'),
  };
  return derived;
}

const macOf = (key: Buffer, body: Buffer) =>
  createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES);

// One bit per kind, in UNSUBSCRIBE_KINDS order (the digest of possible matches is the fourth
// bit, so every token signed before it still reads the same).
const maskOf = (kinds: readonly UnsubscribeKind[]) =>
  UNSUBSCRIBE_KINDS.reduce((mask, kind, i) => (kinds.includes(kind) ? mask | (1 << i) : mask), 0);
const kindsOf = (mask: number) => UNSUBSCRIBE_KINDS.filter((_, i) => mask & (1 << i));
const MAX_MASK = (1 << UNSUBSCRIBE_KINDS.length) - 1;

export function signUnsubscribe(secret: Buffer, link: UnsubscribeLink): string {
  const { enc, mac } = keys(secret);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-ctr', enc, iv);
  const plain = Buffer.from(`${maskOf(link.kinds)}:${link.userId}`, 'utf8');
  const body = Buffer.concat([Buffer.from([VERSION]), iv, cipher.update(plain), cipher.final()]);
  return Buffer.concat([body, macOf(mac, body)]).toString('base64url');
}

/** The link a token names, or null for anything this server did not sign (or mangled). */
export function readUnsubscribe(secret: Buffer, token: string): UnsubscribeLink | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  const minimum = 1 + IV_BYTES + 3 + MAC_BYTES;
  if (raw.length < minimum || raw.length > minimum + MAX_USER_ID || raw[0] !== VERSION) {
    return null;
  }
  const { enc, mac } = keys(secret);
  const body = raw.subarray(0, raw.length - MAC_BYTES);
  if (!timingSafeEqual(raw.subarray(raw.length - MAC_BYTES), macOf(mac, body))) return null;
  const decipher = createDecipheriv('aes-256-ctr', enc, body.subarray(1, 1 + IV_BYTES));
  const plain = Buffer.concat([decipher.update(body.subarray(1 + IV_BYTES)), decipher.final()]);
  const match = /^([1-9]\d?):(.+)$/.exec(plain.toString('utf8'));
  if (!match || Number(match[1]) > MAX_MASK) return null;
  return { userId: match[2], kinds: kindsOf(Number(match[1])) };
}
