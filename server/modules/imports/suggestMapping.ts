import type { ImportField, ImportMapping } from './importTypes';

/** Header words that name each field, as offices title their columns (lower case, no punctuation). */
const NAMES: Record<ImportField, string[]> = {
  title: ['title', 'item', 'item name', 'name', 'object', 'what', 'article'],
  description: ['description', 'details', 'notes', 'desc', 'remarks', 'comments'],
  category: ['category', 'type', 'kind', 'item type'],
  place: ['place', 'place found', 'location', 'where found', 'found at', 'found where', 'where'],
  dateFound: ['date found', 'date', 'found on', 'found', 'day found', 'received', 'date received'],
  storagePlace: [
    'storage',
    'storage place',
    'shelf',
    'bin',
    'stored',
    'storage location',
    'kept in',
  ],
  reference: [
    'reference',
    'ref',
    'ref no',
    'log no',
    'log number',
    'log',
    'log id',
    'id',
    'number',
    'no',
    'tag',
    'tag no',
    'item id',
    'item no',
    'case no',
  ],
  finder: ['finder', 'found by', 'handed in by', 'turned in by', 'finder name'],
  status: ['status', 'state', 'outcome'],
};

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A first mapping from the header's names (docs/product.md#importing-the-offices-log): an exact
 * name first, then a header that starts with one; each column feeds one field at most.
 */
export function suggestMapping(columns: string[]): ImportMapping {
  const headers = columns.map(norm);
  const mapping: ImportMapping = {};
  const taken = new Set<number>();
  for (const pass of [
    (h: string, n: string) => h === n,
    (h: string, n: string) => h.startsWith(`${n} `),
  ]) {
    for (const field of Object.keys(NAMES) as ImportField[]) {
      if (mapping[field] !== undefined) continue;
      for (const name of NAMES[field]) {
        const i = headers.findIndex((h, idx) => !taken.has(idx) && pass(h, name));
        if (i >= 0) {
          mapping[field] = i;
          taken.add(i);
          break;
        }
      }
    }
  }
  return mapping;
}
