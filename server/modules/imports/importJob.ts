import { LRUCache } from 'lru-cache';
import { enqueue } from '../../jobs/enqueue';
import { nowIso } from '../../lib/ids';
import { recordAudit } from '../audit';
import { insertImportedItems } from '../items';
import { checkImportRows, type StoredRows } from './checkImport';
import * as repo from './importsRepository';
import { reasonOf } from './importReport';
import type { ImportMapping } from './importTypes';
import type { CheckedRow } from './rowChecks';
import type { AppContext } from '../../context';

/**
 * Rows per run of the `import-rows` job: about a quarter of a second of writes, so that an
 * ordinary post's jobs, which go first, never wait long behind one (docs/performance.md#importing).
 */
export const IMPORT_BATCH = 200;

/**
 * Items per bulk matching job: about 2.5 ms each at 25k items on a quiet machine, their reads
 * shared (docs/performance.md#importing; 40 cost 3.2 ms, 20 cost 4.4 ms), so a new post's match
 * waits at most about half a second for the bulk job running, even on a busy machine.
 */
export const MATCH_BATCH = 100;

/** The rows of the imports running in this process, checked once (the job runs many times). */
const checkedCache = new LRUCache<string, CheckedRow[]>({ max: 2 });

/**
 * One run of an import (docs/product.md#importing-the-offices-log): the next IMPORT_BATCH rows
 * become items in one transaction, which also records each row's outcome and the progress,
 * queues the batch's matching and saved-search checks (one job each, behind interactive work),
 * and queues the next run, or marks the import done. A run cut short leaves nothing half
 * written, and the next one starts where the progress says.
 */
export async function runImportBatch(ctx: AppContext, importId: string): Promise<void> {
  const imp = await repo.findImport(ctx.db, importId);
  if (!imp || (imp.status !== 'queued' && imp.status !== 'running')) return;
  let checked = checkedCache.get(importId);
  if (!checked) {
    // Read (megabytes of JSON for a large file) and checked once per process, not per run.
    const rowsJson = await repo.rowsOfImport(ctx.db, importId);
    const stored = rowsJson ? (JSON.parse(rowsJson) as StoredRows) : { rows: [], formulas: [] };
    checked = await checkImportRows(ctx.db, stored, JSON.parse(imp.mapping_json) as ImportMapping);
    checkedCache.set(importId, checked);
  }
  const from = Number(imp.processed);
  const batch = checked.slice(from, from + IMPORT_BATCH);
  const last = from + batch.length >= checked.length;
  const desk = {
    importId,
    deskId: imp.desk_id,
    deskName: imp.desk_name,
    userId: imp.created_by_id,
  };

  await ctx.db.transaction().execute(async (trx) => {
    const made = await insertImportedItems(
      trx,
      desk,
      batch.flatMap((r) => (r.item ? [{ key: r.key, ...r.item }] : [])),
    );
    const results = batch.map((r) => {
      const item = r.item ? made.get(r.key) : undefined;
      return {
        import_id: importId,
        row_no: r.row,
        outcome: item ? ('created' as const) : ('skipped' as const),
        item_id: item?.id ?? null,
        title: r.title,
        reason: item
          ? null
          : r.item
            ? 'Already imported (by another import meanwhile)'
            : reasonOf(r),
      };
    });
    await repo.insertResults(trx, results);
    const created = results.filter((r) => r.outcome === 'created').length;
    const itemIds = results.flatMap((r) => (r.item_id ? [r.item_id] : []));
    const ok = await repo.updateImportIn(trx, importId, ['queued', 'running'], {
      status: last ? 'done' : 'running',
      processed: from + batch.length,
      created: Number(imp.created) + created,
      skipped: Number(imp.skipped) + batch.length - created,
      ...(last ? { finished_at: nowIso(), rows_json: null } : {}),
    });
    if (!ok) return;
    // Matching jobs of MATCH_BATCH items: an ordinary post's match waits for one at most.
    for (let i = 0; i < itemIds.length; i += MATCH_BATCH) {
      const some = itemIds.slice(i, i + MATCH_BATCH);
      await enqueue(trx, 'match-items', { itemIds: some });
      await enqueue(trx, 'saved-search-alerts-batch', { itemIds: some });
    }
    if (!last) {
      await enqueue(trx, 'import-rows', { importId });
      return;
    }
    await recordAudit(trx, {
      actorId: imp.created_by_id,
      action: 'import.finish',
      targetType: 'desk',
      targetId: imp.desk_id,
      after: {
        importId,
        fileName: imp.file_name,
        created: Number(imp.created) + created,
        skipped: Number(imp.skipped) + batch.length - created,
      },
    });
  });
  if (last) checkedCache.delete(importId);
}
