import type { QueueItem } from '../../../api/enhancedApi';

/** An item of the selection a bulk disposal leaves out, and why (docs/product.md#the-keepers-queue). */
export type LeftOut = { row: QueueItem; why: string };

/** Why the screen already knows this row cannot be disposed of; null when it may go. */
const whyNot = ({ item }: QueueItem) =>
  item.status !== 'Found' || item.claimedById
    ? 'Claimed: it waits for its hand-over, and only an unclaimed Found item can be disposed of.'
    : null;

/** The server names its item by reference first ("LF-2026-00001: why"); the list names it already. */
const reasonOf = (row: QueueItem, message: string) =>
  message.startsWith(`${row.item.reference}: `)
    ? message.slice(row.item.reference.length + 2)
    : message;

/**
 * Splits the selection into what goes and what is left out: the rows the screen can tell
 * cannot go, and those the server refused (`refused`: item id → its message, from the 409's
 * details, e.g. a user's own post the office does not hold).
 */
export function splitDisposal(rows: QueueItem[], refused: ReadonlyMap<string, string>) {
  const going: QueueItem[] = [];
  const leftOut: LeftOut[] = [];
  for (const row of rows) {
    const server = refused.get(row.item._id);
    const why = server === undefined ? whyNot(row) : reasonOf(row, server);
    if (why) leftOut.push({ row, why });
    else going.push(row);
  }
  return { going, leftOut };
}
