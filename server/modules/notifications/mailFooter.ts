import { kindsText, unsubscribeLinks, type EmailKind } from '../emailPreferences';
import type { MailFooter } from '../../mail/notificationMail';
import type { AppContext } from '../../context';

export type MailCtx = Pick<AppContext, 'db' | 'config'>;

/** Where the SPA lets a person choose their e-mail (docs/product.md#e-mail). */
const SETTINGS_PATH = '/profile';

/** A notification's link (an SPA path) as an address that works from a mail. */
export const absoluteLink = (ctx: MailCtx, link: string | null): string =>
  `${ctx.config.publicUrl}${link ?? '/notifications'}`;

/**
 * The footer of the daily digest of possible matches (docs/product.md#matching): its unsubscribe
 * link turns that digest off and leaves the choice for match e-mails as it is.
 */
export async function matchDigestFooter(ctx: MailCtx, userId: string): Promise<MailFooter> {
  const links = await unsubscribeLinks(ctx, userId, ['matchDigest']);
  return {
    reason: 'the daily digest of possible matches is on in your e-mail settings',
    unsubscribePage: links.page,
    oneClick: links.oneClick,
    settings: `${ctx.config.publicUrl}${SETTINGS_PATH}`,
  };
}

/** The footer of a notification mail: why it came, one-click unsubscribe, the settings. */
export async function mailFooter(
  ctx: MailCtx,
  userId: string,
  kinds: readonly EmailKind[],
  delivery: 'instant' | 'digest',
): Promise<MailFooter> {
  const links = await unsubscribeLinks(ctx, userId, kinds);
  return {
    reason:
      delivery === 'instant'
        ? `e-mails about ${kindsText(kinds)} are set to "instant"`
        : `you chose a daily digest for ${kindsText(kinds)}`,
    unsubscribePage: links.page,
    oneClick: links.oneClick,
    settings: `${ctx.config.publicUrl}${SETTINGS_PATH}`,
  };
}
