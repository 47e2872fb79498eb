import { forbidden } from '../../errors';
import { enqueue } from '../../jobs/enqueue';
import { nowIso } from '../../lib/ids';
import { recordItemEvent } from '../itemHistory';
import { auditAdminEdit } from './adminEditAudit';
import { editedFields } from './custody/editedFields';
import { isAdmin, viewItem, visibleItem } from './itemAccess';
import { categoryIdOf, prepareImage, type ImageChange, type ItemFields } from './itemFields';
import { discardPhoto, storePhoto } from './photoCleanup';
import * as codes from './handoverRepository';
import * as repo from './repository';
import { editChange } from './statusRules';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';
import type { ItemRow } from '../../db/types';

export async function updateItem(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  fields: ItemFields,
  image: ImageChange,
) {
  const { db } = ctx;
  const item = await visibleItem(ctx, id, user);
  if (item.posted_by_id !== user.userId && !isAdmin(user)) {
    throw forbidden('Only the poster or an admin can edit this item.');
  }
  const category_id = await categoryIdOf(db, fields.category);
  const processed = await prepareImage(image);
  // As on create: the new photo first (a store outage fails the edit, 503, changing nothing),
  // the old one deleted only once the row no longer points at it.
  const newKey = processed ? await storePhoto(ctx, id, processed) : null;
  const now = nowIso();
  const changes: Parameters<typeof repo.updateItemRow>[2] = {
    title: fields.title,
    description: fields.description,
    category_id,
    status: fields.status,
    location: fields.location,
    updated_at: now,
  };
  if (image.kind !== 'keep') {
    changes.image_key = newKey;
    changes.photo_colours = processed?.colours.join(',') || null;
  }
  // Re-opening drops the claim and any hand-over code (statusRules.ts).
  const { clears, dropCode } = editChange(item, fields.status, now);
  Object.assign(changes, clears);
  const photoChanged = image.kind === 'new' || (image.kind === 'remove' && !!item.image_key);
  // A new photo's colours are matching evidence too (docs/product.md#matching).
  const rematch = matchedFieldsChange(item, { ...fields, category_id }) || photoChanged;
  const edited = editedFields(item, { ...fields, category_id }, photoChanged);
  // An admin editing someone else's item is audited too (docs/product.md#audit-log).
  const auditedAs = item.posted_by_id !== user.userId && isAdmin(user) ? user.userId : null;
  const oldCategory = auditedAs ? (await repo.findItemView(db, id))?.category_name : undefined;
  try {
    await db.transaction().execute(async (trx) => {
      await repo.updateItemRow(trx, id, changes);
      if (dropCode) await codes.deleteHandoverCode(trx, id);
      if (rematch) await enqueue(trx, 'match-item', { itemId: id });
      if (rematch) await enqueue(trx, 'saved-search-alerts', { itemId: id });
      if (edited) {
        await recordItemEvent(trx, {
          itemId: id,
          actorId: user.userId,
          action: 'edited',
          details: edited,
        });
      }
      if (auditedAs) {
        const photo = photoChanged ? (image.kind === 'new' ? 'new' : 'removed') : null;
        await auditAdminEdit(trx, auditedAs, { ...item, category: oldCategory ?? '' }, photo);
      }
    });
  } catch (err) {
    await discardPhoto(ctx, newKey);
    throw err;
  }
  if (rematch) ctx.worker.wake();
  if (image.kind !== 'keep') await discardPhoto(ctx, item.image_key);
  return viewItem(ctx, id, user);
}

type MatchedField = 'title' | 'description' | 'location' | 'category_id' | 'status';

/** Matching reads these fields (docs/product.md#matching): a change re-scores the item. */
const matchedFieldsChange = (before: ItemRow, after: Pick<ItemRow, MatchedField>) =>
  (['title', 'description', 'location', 'category_id', 'status'] satisfies MatchedField[]).some(
    (field) => before[field] !== after[field],
  );
