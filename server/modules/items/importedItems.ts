import { chunksOf } from '../../lib/chunks';
import { newId, nowIso } from '../../lib/ids';
import { recordItemEvents } from '../itemHistory';
import { formatReference } from './reference';
import * as repo from './repository';
import type { Db } from '../../db';

/** A row of the office's log, checked, as the item it becomes (imports/rowChecks.ts). */
export type ImportedItemInput = {
  key: string;
  title: string;
  description: string;
  categoryId: string;
  location: string;
  foundOn: string | null;
  storageLocation: string | null;
  officeRef: string | null;
  finderName: string | null;
  finderContact: string | null;
};

export type ImportPlace = {
  importId: string;
  deskId: string;
  /** For the history: "Handed in at the Library desk". */
  deskName: string;
  /** Who imports: the poster and keeper of every item, as at the counter. */
  userId: string;
};

/**
 * Writes a batch of imported items in the caller's transaction (docs/product.md#importing-the-offices-log):
 * each is a Found item in the desk's custody, posted and kept by the importer as a walk-in item
 * is, with its `posted` and `handed-in` history. A row whose key an item holds already (imported
 * meanwhile by another import) is left out: the unique `import_key` decides, so nothing is ever
 * created twice. Returns, per key, the new item's id and reference, or null when left out.
 */
export async function insertImportedItems(
  trx: Db,
  at: ImportPlace,
  rows: ImportedItemInput[],
): Promise<Map<string, { id: string; reference: string } | null>> {
  const result = new Map<string, { id: string; reference: string } | null>();
  if (rows.length === 0) return result;
  let refNo = await repo.takeRefNos(trx, rows.length);
  const now = nowIso();
  // One statement for the rows' items and one for their history, where there were three a row
  // (docs/performance.md#importing). A key imported meanwhile by another import is left out by
  // the unique import_key: its reserved reference stays unused, as before.
  const items = rows.map((row) => ({
    id: newId(),
    title: row.title,
    description: row.description,
    status: 'Found' as const,
    category_id: row.categoryId,
    location: row.location,
    image_key: null,
    photo_colours: null,
    posted_by_id: at.userId,
    keeper_id: at.userId,
    claimed_by_id: null,
    is_active: 1 as const,
    created_at: now,
    updated_at: now,
    returned_at: null,
    ref_no: refNo++,
    desk_id: at.deskId,
    storage_location: row.storageLocation,
    finder_name: row.finderName,
    finder_contact: row.finderContact,
    import_id: at.importId,
    import_key: row.key,
    found_on: row.foundOn,
    office_ref: row.officeRef,
  }));
  const inserted = await repo.insertItemsUnlessImported(trx, items);
  const made = items.filter((item) => inserted.has(item.id));
  await recordItemEvents(
    trx,
    made.flatMap((item) => [
      { itemId: item.id, actorId: at.userId, action: 'posted' as const, details: 'Found' },
      {
        itemId: item.id,
        actorId: at.userId,
        action: 'handed-in' as const,
        details: `Handed in at the ${at.deskName}`,
      },
    ]),
  );
  for (const item of items) {
    result.set(
      item.import_key,
      inserted.has(item.id) ? { id: item.id, reference: formatReference(item.ref_no, now) } : null,
    );
  }
  return result;
}

/** The references of the items holding these import keys (rows imported before). */
export async function importedReferences(db: Db, keys: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const some of chunksOf(keys, 500)) {
    for (const r of await repo.itemsByImportKey(db, some)) {
      found.set(r.import_key!, formatReference(r.ref_no, r.created_at));
    }
  }
  return found;
}

/**
 * Why an import cannot be undone: the first of its items claimed, returned or disposed of (its
 * reference and what happened), or null when all are still just held.
 */
export async function importUndoBlocker(db: Db, importId: string): Promise<string | null> {
  const item = await repo.firstMovedOnImported(db, importId);
  if (!item) return null;
  const what = item.disposed_at
    ? 'has been disposed of'
    : item.status === 'Returned'
      ? 'has been returned'
      : 'has been claimed';
  return `${formatReference(item.ref_no, item.created_at)} ${what}`;
}

/**
 * Undoes an import's items in the caller's transaction: each is removed (is_active 0, a
 * `deactivated` event) and gives its key back, so its row may be imported again. Returns how many.
 */
export async function removeImportedItems(
  trx: Db,
  importId: string,
  actorId: string,
): Promise<number> {
  const ids = await repo.idsOfImport(trx, importId);
  const now = nowIso();
  await repo.retireImported(trx, importId, now);
  await recordItemEvents(
    trx,
    ids.map((id) => ({
      itemId: id,
      actorId,
      action: 'deactivated' as const,
      details: 'Import undone',
    })),
  );
  return ids.length;
}
