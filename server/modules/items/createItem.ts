import { validationError } from '../../errors';
import { enqueue } from '../../jobs/enqueue';
import { newId, nowIso } from '../../lib/ids';
import { recordItemEvent } from '../itemHistory';
import { checkFoundForStatus, linkFoundFor, lockOpenReport } from './foundFor';
import { viewItem } from './itemAccess';
import { discardPhoto, storePhoto } from './photoCleanup';
import { categoryIdOf, prepareImage, type ImageChange, type ItemFields } from './itemFields';
import * as repo from './repository';
import { formatReference } from './reference';
import { canPostAs } from './statusRules';
import { intakeColumns, recordHandedIn, type Intake } from './intake/intakeRecord';
import type { NotificationEvent } from '../../../shared/realtimeEvents';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';

export async function createItem(
  ctx: AppContext,
  user: AuthUser,
  fields: ItemFields,
  image: ImageChange,
  extras: {
    /** "I found this": the Lost report this Found item answers (docs/product.md#i-found-this). */
    foundFor?: string;
    /** Handed in at the counter (docs/product.md#walk-in-intake). */
    intake?: Intake;
  } = {},
) {
  const { foundFor, intake } = extras;
  if (!canPostAs(fields.status)) {
    throw validationError('status', 'A new item is either Lost or Found.');
  }
  checkFoundForStatus(fields.status, foundFor);
  const category_id = await categoryIdOf(ctx.db, fields.category);
  const processed = await prepareImage(image);
  const id = newId();
  // The photo is stored before the row: if the store is down the request fails (503) with nothing
  // written, and a failed insert deletes the photo again (a job, if the store went down).
  const imageKey = processed ? await storePhoto(ctx, id, processed) : null;
  const now = nowIso();
  let ownerAlert: { userId: string; event: NotificationEvent } | null;
  try {
    // The match job commits with the item: a crash cannot post it unmatched (docs/product.md#matching).
    ownerAlert = await ctx.db.transaction().execute(async (trx) => {
      const report = foundFor ? await lockOpenReport(ctx, trx, user, foundFor) : null;
      const refNo = await repo.takeRefNos(trx);
      await repo.insertItem(trx, {
        id,
        title: fields.title,
        description: fields.description,
        status: fields.status,
        category_id,
        location: fields.location,
        image_key: imageKey,
        // Colour evidence for matching where the text names none (docs/product.md#matching).
        photo_colours: processed?.colours.join(',') || null,
        posted_by_id: user.userId,
        // A walk-in item is in the office's custody from the start: its keeper is the poster.
        keeper_id: intake ? user.userId : null,
        claimed_by_id: null,
        is_active: 1,
        created_at: now,
        updated_at: now,
        returned_at: null,
        ref_no: refNo,
        found_for_id: report?.id ?? null,
        ...(intake ? intakeColumns(intake) : {}),
      });
      await recordItemEvent(trx, {
        itemId: id,
        actorId: user.userId,
        action: 'posted',
        details: fields.status,
      });
      if (intake) await recordHandedIn(trx, id, user.userId, intake);
      await enqueue(trx, 'match-item', { itemId: id });
      await enqueue(trx, 'saved-search-alerts', { itemId: id });
      if (!report) return null;
      const found = { id, reference: formatReference(refNo, now) };
      return {
        userId: report.ownerId,
        event: await linkFoundFor(ctx, trx, { user, report, found, now }),
      };
    });
  } catch (err) {
    // No row, no photo: the stored file would otherwise be orphaned.
    await discardPhoto(ctx, imageKey);
    throw err;
  }
  // The owner's live alert follows the commit, as the scorer's do (matching/alertOnce.ts).
  if (ownerAlert) ctx.realtime.toUser(ownerAlert.userId, 'newNotification', ownerAlert.event);
  ctx.worker.wake();
  return viewItem(ctx, id);
}
