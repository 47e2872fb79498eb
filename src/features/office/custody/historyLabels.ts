import type { ItemEvent } from '../../../api/enhancedApi';

/** Plain words for each event of the timeline (docs/product.md#references-storage-and-custody). */
const LABELS: Record<ItemEvent['action'], string> = {
  posted: 'Posted',
  edited: 'Edited',
  'questions-set': 'Ownership questions set',
  'keeper-assigned': 'Keeper assigned',
  stored: 'Stored',
  'claim-submitted': 'Claim submitted',
  claimed: 'Claimed',
  'claim-declined': 'Claim declined',
  'claim-approved': 'Claim approved',
  'code-generated': 'Hand-over code generated',
  returned: 'Handed over and returned',
  disposed: 'Disposed of',
  deactivated: 'Deactivated',
  reactivated: 'Reactivated',
  'claim-withdrawn': 'Claim withdrawn',
  'claim-released': 'Claim released',
  'report-closed': 'Lost report closed',
  'found-for': 'Found for a lost report',
  moved: 'Moved',
  labelled: 'Label printed',
  'handed-in': 'Handed in at the counter',
};

/** "Posted as Found", "Edited: title, location", "Storage cleared", ... */
export function eventText({ action, details }: Pick<ItemEvent, 'action' | 'details'>): string {
  if (action === 'posted' && details) return `Posted as ${details}`;
  // The server words it for the reader: "Handed in at the Library desk", and for keepers and
  // admins "Handed in by Fay at the Library desk" (docs/product.md#walk-in-intake).
  if (action === 'handed-in' && details) return details;
  if (action === 'stored' && !details) return 'Storage cleared';
  return details ? `${LABELS[action]}: ${details}` : LABELS[action];
}
