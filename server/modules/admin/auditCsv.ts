import { pageOfAudit, type AuditFilter } from '../audit';
import { auditEntries } from './auditLog';
import type { AppContext } from '../../context';

/** The export's cap and its batch: labels are looked up per batch (docs/product.md#audit-log). */
export const AUDIT_EXPORT_MAX = 10_000;
const BATCH = 500;

const HEADER = ['when', 'actor', 'action', 'target', 'reference', 'change'];

/**
 * One CSV cell: quoted when it holds a comma, quote or line break, and a cell a spreadsheet
 * would run as a formula (= + - @, or a tab or carriage return first) starts with a quote.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The audit log under the filters as CSV, newest first, at most AUDIT_EXPORT_MAX rows. */
export async function auditCsv(ctx: AppContext, filter: AuditFilter): Promise<string> {
  let csv = csvLine(HEADER);
  for (let offset = 0; offset < AUDIT_EXPORT_MAX; offset += BATCH) {
    const rows = await pageOfAudit(
      ctx.db,
      Math.min(BATCH, AUDIT_EXPORT_MAX - offset),
      offset,
      filter,
    );
    for (const e of await auditEntries(ctx, rows)) {
      csv += csvLine([
        e.createdAt,
        `${e.actor.name} <${e.actorEmail}>`,
        e.action,
        e.targetLabel,
        e.reference ?? e.targetId,
        e.summary,
      ]);
    }
    if (rows.length < BATCH) break;
  }
  return csv;
}
