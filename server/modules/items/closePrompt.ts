import { foundItemsMatchedTo, reportsOfOwnerMatchedTo } from '../matching';
import { wasHandedOverTo } from './closeLostReport';
import { reportsThatCouldBe, returnedThatCouldBe, type PromptItem } from './closePromptRepository';
import { visibleItem } from './itemAccess';
import { formatReference } from './reference';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';
import type { ItemRow } from '../../db/types';

/** The contract's ItemLink of a prompt row's item. */
const linkOf = (item: PromptItem) => ({
  _id: item.id,
  reference: formatReference(item.ref_no, item.created_at),
  title: item.title,
  status: item.status,
});

type Pair = { report: PromptItem; found: PromptItem };

const isOpenReportOf = (item: ItemRow, userId: string) =>
  item.posted_by_id === userId &&
  item.is_active === 1 &&
  item.status === 'Lost' &&
  item.closed_reason === null;

/** On a Found item handed over to the caller: their open reports that could be it. */
async function reportsFor(ctx: AppContext, found: ItemRow, ownerId: string): Promise<Pair[]> {
  const paired = await reportsOfOwnerMatchedTo(ctx.db, found.id, ownerId);
  if (found.found_for_id) paired.push(found.found_for_id);
  const reports = await reportsThatCouldBe(ctx.db, ownerId, found, paired);
  return reports.map((report) => ({ report, found }));
}

/** On the caller's open Lost report: the Found items handed over to them that could be it. */
async function foundFor(ctx: AppContext, report: ItemRow, ownerId: string): Promise<Pair[]> {
  const paired = await foundItemsMatchedTo(ctx.db, report.id);
  const pairs: Pair[] = [];
  for (const found of await returnedThatCouldBe(ctx.db, ownerId, report, paired)) {
    // A Lost report claimed and handed over under SPEC is not a Found item to close with.
    if (await wasHandedOverTo(ctx.db, { ...found, claimed_by_id: ownerId }, ownerId)) {
      pairs.push({ report, found });
    }
  }
  return pairs;
}

/**
 * "Was this your lost report?" (docs/product.md#closing-a-lost-report): only the pairs of the
 * caller's open Lost report and a Found item handed over to them that could be one another
 * (paired by matching or "I found this", or of one category with the report posted before the
 * return); none for any other item or viewer. 404 for an item the caller cannot see.
 */
export async function closePrompt(ctx: AppContext, user: AuthUser, id: string) {
  const item = await visibleItem(ctx, id, user);
  let pairs: Pair[] = [];
  if (item.posted_by_id !== user.userId && (await wasHandedOverTo(ctx.db, item, user.userId))) {
    pairs = await reportsFor(ctx, item, user.userId);
  } else if (isOpenReportOf(item, user.userId)) {
    pairs = await foundFor(ctx, item, user.userId);
  }
  return { pairs: pairs.map((p) => ({ report: linkOf(p.report), found: linkOf(p.found) })) };
}
