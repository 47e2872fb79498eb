import { nowIso } from '../../lib/ids';
import { windowsHolding } from '../../lib/postedWithin';
import { storeNotification } from '../notifications';
import { placeOfItem } from './placeOfItem';
import * as repo from './alertsRepository';
import { fitsWords, itemWordsOf, lookupKeys } from './itemFit';
import type { AppContext } from '../../context';
import type { NotificationEvent } from '../../../shared/realtimeEvents';

/** Alerts written per transaction: a popular post does not hold one open for long. */
const BATCH = 100;

/**
 * What the search was, in the notification: its words, else its status, category and place (a
 * search with a place fits only items at that place, so the item's place names it).
 */
const labelOf = (s: repo.SearchToCheck, placeName: string) =>
  s.search || [s.status, s.category_name, s.place_id ? placeName : ''].filter(Boolean).join(', ');

/** The notification's text (docs/product.md#saved-searches). */
export const savedSearchMessage = (label: string, itemTitle: string) =>
  `New item for your saved search "${label}": "${itemTitle}"`;

/**
 * The `saved-search-alerts` job (docs/product.md#saved-searches): after a post or an edit, each
 * saved search the item now fits alerts its owner once. Only the searches whose longest word
 * starts one of the item's words (or that have no words) are read; their other words are checked
 * here. The pair is marked alerted in the notification's transaction, so a retry or a second
 * instance never alerts it again; the live push follows the commit.
 */
export async function alertSavedSearches(ctx: AppContext, itemId: string): Promise<void> {
  const { db } = ctx;
  const item = await repo.itemToCheck(db, itemId);
  // Only open items alert: a closed Lost report (Returned) or a claimed item is nobody's news
  // (docs/product.md#closing-a-lost-report).
  if (!item || Number(item.is_active) !== 1) return;
  if (item.status !== 'Lost' && item.status !== 'Found') return;
  const words = itemWordsOf({ ...item, categoryName: item.category_name });
  const place = await placeOfItem(ctx, item.location);
  const filters = {
    placeId: place?.id ?? '',
    // Seen from now: an item edited into fitting a month after it was posted is not in a week.
    windows: windowsHolding(item.created_at),
  };
  const candidates = await repo.searchesToCheck(db, item, filters, lookupKeys(words));
  const fitting = candidates.filter((s) => fitsWords(s.words ? s.words.split(' ') : [], words));

  for (let i = 0; i < fitting.length; i += BATCH) {
    const batch = fitting.slice(i, i + BATCH);
    const events = await db.transaction().execute(async (trx) => {
      const fresh = new Set(
        await repo.markAlerted(
          trx,
          batch.map((s) => s.id),
          item.id,
          nowIso(),
        ),
      );
      const stored: NotificationEvent[] = [];
      for (const s of batch.filter((x) => fresh.has(x.id))) {
        // The link defaults to the item's page.
        stored.push(
          await storeNotification(
            { db: trx, metrics: ctx.metrics },
            {
              userId: s.user_id,
              type: 'saved-search',
              message: savedSearchMessage(labelOf(s, place?.name ?? ''), item.title),
              itemId: item.id,
            },
          ),
        );
      }
      return stored;
    });
    for (const event of events) ctx.realtime.toUser(event.userId, 'newNotification', event);
  }
}
