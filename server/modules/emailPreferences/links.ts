import { linkSecret } from './linkSecret';
import { signUnsubscribe } from './unsubscribeToken';
import type { UnsubscribeKind } from './kinds';
import type { AppContext } from '../../context';

export type UnsubscribeLinks = {
  /** The SPA's page (a person clicks it in the mail; it posts with no body). */
  page: string;
  /** The API's one-click address, for `List-Unsubscribe` (RFC 8058: mail clients post to it). */
  oneClick: string;
};

/** Both unsubscribe addresses for one mail, carrying the same fresh token. */
export async function unsubscribeLinks(
  ctx: Pick<AppContext, 'db' | 'config'>,
  userId: string,
  kinds: readonly UnsubscribeKind[],
): Promise<UnsubscribeLinks> {
  const token = signUnsubscribe(await linkSecret(ctx.db), { userId, kinds: [...kinds] });
  const base = ctx.config.publicUrl;
  return {
    page: `${base}/unsubscribe?token=${token}`,
    oneClick: `${base}/api/v1/email/unsubscribe?token=${token}`,
  };
}
