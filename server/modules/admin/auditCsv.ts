import { auditActionWords } from '../../../shared/auditActions';
import { CAMPUS_TIME_ZONE, campusDateTime } from '../../lib/campusTime';
import { UTF8_BOM, csvLine } from '../../lib/csv';
import { pageOfAudit, type AuditFilter } from '../audit';
import { auditEntries } from './auditLog';
import type { AppContext } from '../../context';

/** The export's cap and its batch: labels are looked up per batch (docs/product.md#audit-log). */
export const AUDIT_EXPORT_MAX = 10_000;
const BATCH = 500;

/** The first column names the zone of its times: campus-local time (lib/campusTime.ts). */
const HEADER = [`when (${CAMPUS_TIME_ZONE})`, 'actor', 'action', 'target', 'reference', 'change'];

export { UTF8_BOM, csvCell } from '../../lib/csv';

/**
 * The audit log under the filters as CSV, newest first, at most AUDIT_EXPORT_MAX rows
 * (docs/product.md#audit-log): a byte-order mark, then a header; times as a spreadsheet reads a
 * date-time cell in campus-local time, actions in words, every text in full.
 */
export async function auditCsv(ctx: AppContext, filter: AuditFilter): Promise<string> {
  let csv = UTF8_BOM + csvLine(HEADER);
  for (let offset = 0; offset < AUDIT_EXPORT_MAX; offset += BATCH) {
    const rows = await pageOfAudit(
      ctx.db,
      Math.min(BATCH, AUDIT_EXPORT_MAX - offset),
      offset,
      filter,
    );
    for (const e of await auditEntries(ctx, rows)) {
      csv += csvLine([
        campusDateTime(e.createdAt),
        `${e.actor.name} <${e.actorEmail}>`,
        auditActionWords(e.action),
        e.targetLabel,
        e.reference ?? e.targetId,
        e.summary,
      ]);
    }
    if (rows.length < BATCH) break;
  }
  return csv;
}
