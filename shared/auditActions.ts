/*
 * The audit log's actions in words (docs/product.md#audit-log): one map, read by the server's
 * CSV export and by the admin console's Audit tab (its Action column and filter), so a record
 * reads "Claim released" wherever it is shown, never `claim.release`.
 */

/** Every action the portal records (grep recordAudit), in words. */
export const AUDIT_ACTION_WORDS: Record<string, string> = {
  'category.create': 'Category created',
  'category.update': 'Category changed',
  'category.delete': 'Category deactivated',
  'claim.approve': 'Claim approved',
  'claim.decline': 'Claim declined',
  'claim.release': 'Claim released',
  'desk.create': 'Desk created',
  'desk.update': 'Desk changed',
  'desk.delete': 'Desk deleted',
  'import.start': 'Import started',
  'import.finish': 'Import finished',
  'import.undo': 'Import undone',
  'item.activate': 'Item activated',
  'item.deactivate': 'Item deactivated',
  'item.assignKeeper': 'Keeper assigned',
  'item.dispose': 'Item disposed of',
  'item.handOver': 'Handed over at the counter',
  'item.label': 'Label printed',
  'item.move': 'Item moved',
  'item.update': 'Item edited',
  'place.create': 'Place added',
  'place.update': 'Place changed',
  'place.delete': 'Place deleted',
  'settings.update': 'Campus settings changed',
  'user.activate': 'User activated',
  'user.deactivate': 'User deactivated',
  'user.erase': 'Personal data erased',
};

/** The actions the map names, in its order (the Audit tab's Action filter offers these). */
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_WORDS);

/**
 * An action in words: the map's, else made from the name itself ("item.bulkMove" → "Item bulk
 * move"), so an action added without its words still reads as words.
 */
export function auditActionWords(action: string): string {
  const known = AUDIT_ACTION_WORDS[action];
  if (known) return known;
  const words = action
    .split('.')
    .join(' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : action;
}
