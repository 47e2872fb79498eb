import { badRequest } from '../../errors';
import { nowIso } from '../../lib/ids';
import { DEFAULT_PREFERENCES, kindsText, type EmailPreferences } from './kinds';
import { linkSecret } from './linkSecret';
import * as repo from './repository';
import { readUnsubscribe } from './unsubscribeToken';
import type { AppContext } from '../../context';

type Ctx = Pick<AppContext, 'db'>;

const BAD_LINK = 'This unsubscribe link is not valid.';

/** The caller's choices; the defaults until they change one (docs/product.md#e-mail). */
export async function getPreferences(ctx: Ctx, userId: string): Promise<EmailPreferences> {
  return (await repo.findPreferences(ctx.db, userId)) ?? { ...DEFAULT_PREFERENCES };
}

export async function updatePreferences(
  ctx: Ctx,
  userId: string,
  prefs: EmailPreferences,
): Promise<EmailPreferences> {
  await repo.savePreferences(ctx.db, userId, prefs, nowIso());
  return getPreferences(ctx, userId);
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
  const fresh = { ...DEFAULT_PREFERENCES };
  for (const kind of link.kinds) fresh[kind] = 'off';
  const done = await repo.setKindsOffIfVerified(
    ctx.db,
    ctx.dialect,
    link.userId,
    link.kinds,
    fresh,
    nowIso(),
  );
  if (!done) throw badRequest(BAD_LINK);
  return {
    message: `You will no longer get e-mails about ${kindsText(link.kinds)}. They still appear in your notifications.`,
    kind: link.kinds[0],
  };
}
