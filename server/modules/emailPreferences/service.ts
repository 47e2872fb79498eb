import { badRequest } from '../../errors';
import { nowIso } from '../../lib/ids';
import {
  DEFAULT_MATCH_DIGEST,
  DEFAULT_PREFERENCES,
  kindsText,
  type EmailKind,
  type EmailPreferences,
  type EmailSettings,
  type UnsubscribeKind,
} from './kinds';
import { linkSecret } from './linkSecret';
import * as repo from './repository';
import { readUnsubscribe } from './unsubscribeToken';
import type { AppContext } from '../../context';

type Ctx = Pick<AppContext, 'db'>;

const BAD_LINK = 'This unsubscribe link is not valid.';

/** The caller's choices; the defaults until they change one (docs/product.md#e-mail). */
export async function getPreferences(ctx: Ctx, userId: string): Promise<EmailSettings> {
  const row = await repo.findPreferences(ctx.db, userId);
  if (!row) return { ...DEFAULT_PREFERENCES, matchDigest: DEFAULT_MATCH_DIGEST };
  const { match_digest, ...choices } = row;
  return { ...choices, matchDigest: Number(match_digest) === 1 };
}

/** Saves the choices; a `matchDigest` left out stays as it was (openapi.yaml). */
export async function updatePreferences(
  ctx: Ctx,
  userId: string,
  prefs: EmailPreferences & { matchDigest?: boolean },
): Promise<EmailSettings> {
  await repo.savePreferences(ctx.db, userId, prefs, nowIso());
  return getPreferences(ctx, userId);
}

/** Whether the user wants the daily digest of possible matches (docs/product.md#matching). */
export const wantsMatchDigest = (db: Ctx['db'], userId: string) => repo.findMatchDigest(db, userId);

/** What the unsubscribe page says was stopped. */
function stoppedText(kinds: readonly UnsubscribeKind[]): string {
  const mailKinds = kinds.filter((k): k is EmailKind => k !== 'matchDigest');
  const parts = [
    ...(mailKinds.length > 0
      ? [
          `You will no longer get e-mails about ${kindsText(mailKinds)}. They still appear in your notifications.`,
        ]
      : []),
    ...(kinds.includes('matchDigest')
      ? [
          'You will no longer get the daily digest of possible matches. Your Lost reports still list them.',
        ]
      : []),
  ];
  return parts.join(' ');
}

/**
 * One-click unsubscribe (RFC 8058), without a session: the token alone says who and which
 * kinds. Turning a kind off twice changes nothing, so a mail client's retry is harmless. A token
 * this server did not sign, or for an account that no longer exists or was erased (it is never
 * verified again), answers the same 400 and writes nothing (docs/security.md#e-mail).
 */
export async function unsubscribe(ctx: Pick<AppContext, 'db' | 'dialect'>, token: string) {
  const link = readUnsubscribe(await linkSecret(ctx.db), token);
  if (!link) throw badRequest(BAD_LINK);
  const fresh: EmailSettings = { ...DEFAULT_PREFERENCES, matchDigest: DEFAULT_MATCH_DIGEST };
  for (const kind of link.kinds) {
    if (kind === 'matchDigest') fresh.matchDigest = false;
    else fresh[kind] = 'off';
  }
  const done = await repo.setKindsOffIfVerified(
    ctx.db,
    ctx.dialect,
    link.userId,
    link.kinds,
    fresh,
    nowIso(),
  );
  if (!done) throw badRequest(BAD_LINK);
  return { message: stoppedText(link.kinds), kind: link.kinds[0] };
}
