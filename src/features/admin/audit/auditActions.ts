import { AUDIT_ACTIONS, auditActionWords } from '../../../../shared/auditActions';

/**
 * The actions the portal records, in words (docs/product.md#audit-log): the one map the server's
 * CSV reads too (shared/auditActions.ts). The server filters on any action text; the Action
 * filter offers the known ones, each by its words.
 */
export { AUDIT_ACTIONS, auditActionWords };

/** The filters of the audit log as the API takes them; empty ones left out. */
export type AuditFilters = { actor?: string; action?: string; from?: string; to?: string };

export const filterParams = (filters: AuditFilters): AuditFilters =>
  Object.fromEntries(
    Object.entries(filters).filter(([, value]) => typeof value === 'string' && value.trim()),
  );
