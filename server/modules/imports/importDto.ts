import { importUndoBlocker } from '../items';
import type { Db } from '../../db';
import type { ImportMeta } from './importsRepository';
import type { ImportMapping, OfficeImportDto } from './importTypes';

export async function toImportDto(db: Db, imp: ImportMeta): Promise<OfficeImportDto> {
  const canUndo = imp.status === 'done' && (await importUndoBlocker(db, imp.id)) === null;
  return {
    id: imp.id,
    fileName: imp.file_name,
    deskId: imp.desk_id,
    deskName: imp.desk_name,
    status: imp.status,
    columns: JSON.parse(imp.columns_json) as string[],
    mapping: JSON.parse(imp.mapping_json) as ImportMapping,
    rowCount: Number(imp.row_count),
    badRows: Number(imp.bad_rows),
    processed: Number(imp.processed),
    created: Number(imp.created),
    skipped: Number(imp.skipped),
    createdAt: imp.created_at,
    createdBy: imp.creator_name,
    startedAt: imp.started_at,
    finishedAt: imp.finished_at,
    undoneAt: imp.undone_at,
    canUndo,
  };
}
