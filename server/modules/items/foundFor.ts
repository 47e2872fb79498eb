import { conflict, validationError } from '../../errors';
import { pairFoundFor } from '../matching';
import { recordItemEvent } from '../itemHistory';
import { lockReportForFinder } from './foundForRepository';
import { formatReference } from './reference';
import type { AuthUser } from '../auth';
import type { ItemRow } from '../../db/types';
import type { Db } from '../../db';
import type { AppContext } from '../../context';
import type { NotificationEvent } from '../../../shared/realtimeEvents';

/*
 * "I found this" (docs/product.md#i-found-this): a Found item posted from someone else's open
 * Lost report names it (items.found_for_id); both histories link each other, the two are matched
 * at once and the report's owner is told, all in the post's transaction.
 */

const NOT_OPEN =
  'That lost report is no longer open: it may have been closed, claimed or removed. Post the item as a plain Found item instead.';

/** A Found item only: a Lost report cannot answer another one. */
export function checkFoundForStatus(status: ItemRow['status'], foundFor: string | undefined) {
  if (foundFor !== undefined && status !== 'Found') {
    throw validationError('foundFor', 'Only a Found item can be posted for a lost report.');
  }
}

export type FoundForReport = { id: string; title: string; ownerId: string; reference: string };

/**
 * The report, locked for the rest of the transaction, when it is someone else's active, open
 * Lost report. An unknown id answers the same 409 as a closed one (createItem lists no 404, and
 * an inactive report is not told apart from a missing one).
 */
export async function lockOpenReport(
  ctx: Pick<AppContext, 'dialect'>,
  trx: Db,
  user: AuthUser,
  reportId: string,
): Promise<FoundForReport> {
  const report = await lockReportForFinder(trx, ctx.dialect, reportId);
  if (
    !report ||
    Number(report.is_active) !== 1 ||
    report.status !== 'Lost' ||
    report.closed_reason !== null
  ) {
    throw conflict(NOT_OPEN);
  }
  if (report.posted_by_id === user.userId) {
    throw conflict('This is your own lost report: someone else has to post the item they found.');
  }
  return {
    id: report.id,
    title: report.title,
    ownerId: report.posted_by_id,
    reference: formatReference(report.ref_no, report.created_at),
  };
}

/**
 * After the Found item's insert, in its transaction: the two history events (each links the
 * other item), the match pair and the owner's notification, answered for the live push after
 * the commit.
 */
export async function linkFoundFor(
  ctx: Pick<AppContext, 'metrics'>,
  trx: Db,
  input: {
    user: AuthUser;
    report: FoundForReport;
    found: { id: string; reference: string };
    now: string;
  },
): Promise<NotificationEvent> {
  const { user, report, found, now } = input;
  await recordItemEvent(trx, {
    itemId: found.id,
    actorId: user.userId,
    action: 'found-for',
    // The event's link names the other item (its reference and title): the words do not repeat it.
    details: 'Posted for the lost report',
    linkItemId: report.id,
  });
  await recordItemEvent(trx, {
    itemId: report.id,
    actorId: user.userId,
    action: 'found-for',
    details: 'Someone posted a Found item for it',
    linkItemId: found.id,
  });
  return pairFoundFor(ctx, trx, {
    ownerId: report.ownerId,
    lost: { id: report.id, title: report.title },
    found,
    now,
  });
}
