/**
 * The actions the portal records (docs/product.md#audit-log), for the action filter. The server
 * filters on any action text; this list only offers the known ones.
 */
export const AUDIT_ACTIONS = [
  'category.create',
  'category.update',
  'category.delete',
  'claim.approve',
  'claim.decline',
  'claim.release',
  'desk.create',
  'desk.update',
  'desk.delete',
  'item.activate',
  'item.deactivate',
  'item.assignKeeper',
  'item.dispose',
  'item.update',
  'place.create',
  'place.update',
  'place.delete',
  'settings.update',
  'user.activate',
  'user.deactivate',
  'user.erase',
] as const;

/** The filters of the audit log as the API takes them; empty ones left out. */
export type AuditFilters = { actor?: string; action?: string; from?: string; to?: string };

export const filterParams = (filters: AuditFilters): AuditFilters =>
  Object.fromEntries(
    Object.entries(filters).filter(([, value]) => typeof value === 'string' && value.trim()),
  );
