import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db';
import type { OfficeImportResultsTable, OfficeImportsTable } from '../../db/types';

/** An import's columns but its rows, with its desk's and uploader's names. */
const META = [
  'o.id',
  'o.desk_id',
  'o.created_by_id',
  'o.file_name',
  'o.columns_json',
  'o.mapping_json',
  'o.status',
  'o.skip_bad_rows',
  'o.row_count',
  'o.bad_rows',
  'o.processed',
  'o.created',
  'o.skipped',
  'o.created_at',
  'o.started_at',
  'o.finished_at',
  'o.undone_at',
] as const;

const metaQuery = (db: Db) =>
  db
    .selectFrom('office_imports as o')
    .innerJoin('desks as d', 'd.id', 'o.desk_id')
    .innerJoin('users as u', 'u.id', 'o.created_by_id')
    .select([...META, 'd.name as desk_name', 'u.name as creator_name']);

export type ImportMeta = NonNullable<Awaited<ReturnType<typeof findImport>>>;

export function findImport(db: Db, id: string) {
  return metaQuery(db).where('o.id', '=', id).executeTakeFirst();
}

/** The newest imports, of these desks (null: every desk). */
export function recentImports(db: Db, deskIds: string[] | null, limit = 20) {
  let q = metaQuery(db).orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(limit);
  if (deskIds) {
    if (deskIds.length === 0) return Promise.resolve([]);
    q = q.where('o.desk_id', 'in', deskIds);
  }
  return q.execute();
}

/**
 * The mapping of the latest started import of a file with exactly these columns at this desk
 * (the office's own log, exported again), or undefined.
 */
export async function mappingUsedFor(db: Db, deskId: string, columnsJson: string) {
  const row = await db
    .selectFrom('office_imports')
    .select('mapping_json')
    .where('desk_id', '=', deskId)
    .where('columns_json', '=', columnsJson)
    .where('status', '!=', 'draft')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.mapping_json;
}

export async function rowsOfImport(db: Db, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('office_imports')
    .select('rows_json')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.rows_json ?? null;
}

export async function insertImport(db: Db, row: Insertable<OfficeImportsTable>): Promise<void> {
  await db.insertInto('office_imports').values(row).execute();
}

/** Changes the import while it is in one of `statuses`: whether it was (a race lost is false). */
export async function updateImportIn(
  db: Db,
  id: string,
  statuses: OfficeImportsTable['status'][],
  changes: Updateable<OfficeImportsTable>,
): Promise<boolean> {
  const res = await db
    .updateTable('office_imports')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', statuses)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function insertResults(
  db: Db,
  rows: Insertable<OfficeImportResultsTable>[],
): Promise<void> {
  // In slices, well below either dialect's limit of bound values per statement.
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insertInto('office_import_results')
      .values(rows.slice(i, i + 100))
      .onConflict((oc) => oc.columns(['import_id', 'row_no']).doNothing())
      .execute();
  }
}

export function resultsOf(db: Db, importId: string) {
  return db
    .selectFrom('office_import_results as r')
    .leftJoin('items as i', 'i.id', 'r.item_id')
    .select(['r.row_no', 'r.outcome', 'r.title', 'r.reason', 'i.ref_no', 'i.created_at'])
    .where('r.import_id', '=', importId)
    .orderBy('r.row_no')
    .execute();
}
