import { handedInFor } from '../items';
import { BLANKED_TITLE, DELETED_NAME } from './erasedTexts';
import * as repo from './nameMentionsRepository';
import type { Db } from '../../db';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` with every whole-word `name` replaced by "Deleted user": "Ann" goes, "Joanna" stays.
 * Unchanged (same string) when the name is not there.
 */
export function withoutName(text: string, name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(trimmed)}(?![\\p{L}\\p{N}])`, 'gu');
  return text.replace(pattern, DELETED_NAME);
}

/**
 * Replaces the person's name where the portal copied it into other people's text about these
 * items (docs/product.md#privacy): notifications and item histories. Messages people wrote
 * themselves are theirs and stay as written.
 */
export async function forgetNameMentions(
  db: Db,
  userId: string,
  name: string,
  itemIds: string[],
): Promise<void> {
  for (const n of await repo.othersNotifications(db, userId, itemIds)) {
    const message = withoutName(n.message, name);
    if (message !== n.message) await repo.setNotificationMessage(db, n.id, message);
  }
  for (const e of await repo.eventDetails(db, itemIds)) {
    const details = withoutName(e.details, name);
    if (details !== e.details) await repo.setEventDetails(db, Number(e.seq), details);
  }
}

/**
 * The histories of the items a person handed in at a counter (docs/product.md#privacy): a
 * `handed-in` event stored by an older version named the finder ("Handed in by Fay"), and any
 * event may quote the name the keeper typed; they read as everyone reads them ("Handed in at the
 * counter") and "Deleted user" instead.
 */
export async function forgetFinderMentions(
  db: Db,
  items: { id: string; finder_name: string | null }[],
): Promise<void> {
  for (const item of items) {
    for (const e of await repo.eventDetails(db, [item.id])) {
      const words = e.action === 'handed-in' ? handedInFor(e.details, null, false) : e.details;
      const details = item.finder_name ? withoutName(words, item.finder_name) : words;
      if (details !== e.details) await repo.setEventDetails(db, Number(e.seq), details);
    }
  }
}

/**
 * After a blanking (docs/product.md#privacy): other people's notifications about these items
 * quote their old title (`Your claim on "…" was approved`); they quote the placeholder instead.
 */
export async function forgetTitleMentions(
  db: Db,
  userId: string,
  items: { id: string; title: string }[],
): Promise<void> {
  const titles = new Map(items.map((i) => [i.id, i.title]));
  for (const n of await repo.othersNotifications(db, userId, [...titles.keys()])) {
    const title = n.item_id === null ? undefined : titles.get(n.item_id);
    if (!title) continue;
    const message = n.message.split(`"${title}"`).join(`"${BLANKED_TITLE}"`);
    if (message !== n.message) await repo.setNotificationMessage(db, n.id, message);
  }
}
