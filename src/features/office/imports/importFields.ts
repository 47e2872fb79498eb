import type { ImportField, ImportMapping, OfficeImport } from '../../../api/enhancedApi';

/**
 * The item's fields a column can feed, in the form's order
 * (docs/product.md#importing-the-offices-log).
 */
export const IMPORT_FIELDS: { field: ImportField; label: string }[] = [
  { field: 'title', label: 'Title' },
  { field: 'description', label: 'Description' },
  { field: 'category', label: 'Category' },
  { field: 'place', label: 'Place found' },
  { field: 'dateFound', label: 'Date found' },
  { field: 'storagePlace', label: 'Storage place' },
  { field: 'reference', label: 'Reference' },
  { field: 'finder', label: 'Finder' },
  { field: 'status', label: 'Status' },
];

/** The fields the server will not import without (openapi.yaml `setImportMapping`: 400). */
export const REQUIRED_FIELDS: readonly ImportField[] = ['title', 'category', 'place'];

export const fieldLabel = (field: ImportField | null | undefined): string =>
  IMPORT_FIELDS.find((f) => f.field === field)?.label ?? '—';

/** The label of the field a column feeds, or null when it is not imported. */
export const fieldOfColumn = (mapping: ImportMapping, column: number): string | null =>
  IMPORT_FIELDS.find(({ field }) => mapping[field] === column)?.label ?? null;

/**
 * The mapping with `field` fed by `column` (null: not imported). A column feeds one field
 * (openapi.yaml `setImportMapping`), so a field that read it before lets go of it.
 */
export function remapped(
  mapping: ImportMapping,
  field: ImportField,
  column: number | null,
): ImportMapping {
  const next: ImportMapping = {};
  for (const { field: other } of IMPORT_FIELDS) {
    const index = mapping[other];
    if (other !== field && index !== undefined && index !== column) next[other] = index;
  }
  if (column !== null) next[field] = column;
  return next;
}

/** Still working in the background: its progress is polled. */
export const isRunning = (status: OfficeImport['status'] | undefined) =>
  status === 'queued' || status === 'running';
