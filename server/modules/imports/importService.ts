import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { enqueue } from '../../jobs/enqueue';
import { newId, nowIso } from '../../lib/ids';
import { recordAudit } from '../audit';
import { deskIdsOfKeeper, deskName } from '../desks';
import { importUndoBlocker, removeImportedItems } from '../items';
import { checkDeskForImport, importFor } from './importAccess';
import { toImportDto } from './importDto';
import * as repo from './importsRepository';
import { REQUIRED_FIELDS, fieldLabel } from './rowChecks';
import { checkOnSheetThread, readUpload } from './sheetPool';
import { suggestMapping } from './suggestMapping';
import type { ImportField, ImportMapping, ImportPreviewDto, OfficeImportDto } from './importTypes';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';

/**
 * Uploading the office's log (docs/product.md#importing-the-offices-log): the file is read on the
 * sheet thread, stored as a draft with a mapping guessed from its header, and checked; nothing
 * becomes an item yet.
 */
export async function uploadImport(
  ctx: AppContext,
  user: AuthUser,
  input: { deskId: string; fileName: string; bytes: Buffer },
): Promise<ImportPreviewDto> {
  await checkDeskForImport(ctx.db, user, input.deskId);
  if (!(await deskName(ctx.db, input.deskId))) throw notFound('No such desk.');
  const sheet = await readUpload(ctx, input.fileName, input.bytes);
  const id = newId();
  const columnsJson = JSON.stringify(sheet.columns);
  // The same log again (the same columns at this desk): the mapping used last time, so its rows
  // get the same keys and nothing is created twice; otherwise a guess from the header.
  const mapping =
    (await repo.mappingUsedFor(ctx.db, input.deskId, columnsJson)) ??
    JSON.stringify(suggestMapping(sheet.columns));
  await repo.insertImport(ctx.db, {
    id,
    desk_id: input.deskId,
    created_by_id: user.userId,
    file_name: input.fileName.slice(0, 200) || 'import',
    columns_json: columnsJson,
    rows_json: sheet.rowsJson,
    mapping_json: mapping,
    status: 'draft',
    row_count: sheet.rowCount,
    created_at: nowIso(),
  });
  // The rows just stored are in hand: not read back.
  return previewOf(ctx, (await repo.findImport(ctx.db, id))!, sheet.rowsJson);
}

/**
 * One import and its progress, as the page polls it every second while it runs: read from its
 * row alone, never its rows checked again (that is the preview's work, a second of CPU at 20,000
 * rows, docs/performance.md#importing).
 */
export async function getImport(ctx: AppContext, user: AuthUser, id: string) {
  return toImportDto(ctx.db, await importFor(ctx.db, user, id));
}

/** A new mapping for a draft, checked: each field one column at most, each column one field. */
export async function setImportMapping(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  mapping: ImportMapping,
): Promise<ImportPreviewDto> {
  const imp = await importFor(ctx.db, user, id);
  if (imp.status !== 'draft') throw conflict('This import has started: its columns cannot change.');
  const columns = JSON.parse(imp.columns_json) as string[];
  const used = new Map<number, ImportField>();
  for (const [field, col] of Object.entries(mapping) as [ImportField, number][]) {
    if (col >= columns.length) {
      throw badRequest(`${fieldLabel(field)}: the file has no column ${col + 1}.`);
    }
    const other = used.get(col);
    if (other) {
      throw badRequest(
        `${columns[col]} is mapped to both ${fieldLabel(other)} and ${fieldLabel(field)}.`,
      );
    }
    used.set(col, field);
  }
  const missing = REQUIRED_FIELDS.filter((f) => mapping[f] === undefined);
  if (missing.length) {
    throw badRequest(`Choose the column of: ${missing.map(fieldLabel).join(', ')}.`);
  }
  if (
    !(await repo.updateImportIn(ctx.db, id, ['draft'], { mapping_json: JSON.stringify(mapping) }))
  ) {
    throw conflict('This import has started: its columns cannot change.');
  }
  return previewOf(ctx, (await repo.findImport(ctx.db, id))!);
}

/** The draft's preview: every row checked (on the sheet thread), the counts stored with it. */
async function previewOf(
  ctx: AppContext,
  imp: repo.ImportMeta,
  stored?: string,
): Promise<ImportPreviewDto> {
  const rowsJson = stored ?? (await repo.rowsOfImport(ctx.db, imp.id));
  const mapping = JSON.parse(imp.mapping_json) as ImportMapping;
  const checked = rowsJson ? await checkOnSheetThread(ctx, rowsJson, mapping) : null;
  const bad = checked?.bad ?? 0;
  if (imp.status === 'draft' && Number(imp.bad_rows) !== bad) {
    await repo.updateImportIn(ctx.db, imp.id, ['draft'], { bad_rows: bad });
    imp = { ...imp, bad_rows: bad };
  }
  return {
    import: await toImportDto(ctx.db, imp),
    sample: (checked?.sample ?? []).map((values, i) => ({ row: i + 2, values })),
    problems: checked?.problems ?? [],
    skips: checked?.skips ?? [],
    newRows: checked?.newRows ?? 0,
  };
}

/**
 * Starts a draft (docs/product.md#importing-the-offices-log): checked once more; with problems
 * left it starts only if the bad rows are to be skipped. The first batch is queued in the same
 * write that marks it queued, so a started import always runs.
 */
export async function startImport(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  skipBadRows: boolean,
): Promise<OfficeImportDto> {
  const imp = await importFor(ctx.db, user, id);
  if (imp.status !== 'draft') throw conflict('This import has started already.');
  const rowsJson = await repo.rowsOfImport(ctx.db, id);
  const mapping = JSON.parse(imp.mapping_json) as ImportMapping;
  const bad = rowsJson ? (await checkOnSheetThread(ctx, rowsJson, mapping)).bad : 0;
  if (bad > 0 && !skipBadRows) {
    throw conflict(
      `${bad} ${bad === 1 ? 'row has' : 'rows have'} problems: fix the file and upload it again, or choose to skip them.`,
    );
  }
  const started = await ctx.db.transaction().execute(async (trx) => {
    const ok = await repo.updateImportIn(trx, id, ['draft'], {
      status: 'queued',
      skip_bad_rows: skipBadRows ? 1 : 0,
      bad_rows: bad,
      started_at: nowIso(),
    });
    if (!ok) return false;
    await enqueue(trx, 'import-rows', { importId: id });
    await recordAudit(trx, {
      actorId: user.userId,
      action: 'import.start',
      targetType: 'desk',
      targetId: imp.desk_id,
      after: {
        importId: id,
        fileName: imp.file_name,
        rows: Number(imp.row_count),
        skippedBadRows: bad,
      },
    });
    return true;
  });
  if (!started) throw conflict('This import has started already.');
  ctx.worker.wake();
  return toImportDto(ctx.db, (await repo.findImport(ctx.db, id))!);
}

/**
 * Undoes a finished import as a whole (docs/product.md#importing-the-offices-log): while none of
 * its items has been claimed, returned or disposed of, all are removed in one write, audited.
 */
export async function undoImport(
  ctx: AppContext,
  user: AuthUser,
  id: string,
): Promise<OfficeImportDto> {
  const imp = await importFor(ctx.db, user, id);
  if (imp.status === 'undone') throw conflict('This import was undone already.');
  if (imp.status !== 'done') throw conflict('Only a finished import can be undone.');
  const undone = await ctx.db.transaction().execute(async (trx) => {
    const blocker = await importUndoBlocker(trx, id);
    if (blocker) throw conflict(`This import cannot be undone: ${blocker}.`);
    if (
      !(await repo.updateImportIn(trx, id, ['done'], { status: 'undone', undone_at: nowIso() }))
    ) {
      return false;
    }
    const removed = await removeImportedItems(trx, id, user.userId);
    await recordAudit(trx, {
      actorId: user.userId,
      action: 'import.undo',
      targetType: 'desk',
      targetId: imp.desk_id,
      before: { importId: id, fileName: imp.file_name, items: removed },
    });
    return true;
  });
  if (!undone) throw conflict('This import was undone already.');
  return toImportDto(ctx.db, (await repo.findImport(ctx.db, id))!);
}

export async function listImports(ctx: AppContext, user: AuthUser) {
  if (user.role !== 'admin' && user.role !== 'keeper') {
    throw forbidden('Only keepers and admins can import.');
  }
  const desks = user.role === 'admin' ? null : await deskIdsOfKeeper(ctx.db, user.userId);
  const rows = await repo.recentImports(ctx.db, desks);
  return { imports: await Promise.all(rows.map((r) => toImportDto(ctx.db, r))) };
}
