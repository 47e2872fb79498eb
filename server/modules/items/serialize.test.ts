import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { loadSpec } from '../../contract/spec';
import { toItem } from './serialize';
import type { ItemView } from './repository';
import type { ImageStore } from '../../storage/imageStore';

/**
 * Search pages are sent as JSON text built from toItem, past the response schema
 * (docs/architecture.md#the-picture), and the Item schema allows other fields: so this is what
 * keeps a search page to the fields the contract names.
 */
function closedSpec(): Record<string, unknown> {
  const spec = loadSpec();
  const close = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const schema = node as Record<string, unknown>;
    if (schema.properties && schema.additionalProperties === undefined) {
      schema.unevaluatedProperties = false;
    }
    Object.values(schema).forEach(close);
  };
  close(spec.components);
  return { ...spec, $id: 'closed.json' };
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(closedSpec());
const validateItem = ajv.getSchema('closed.json#/components/schemas/Item')!;

const storage = { url: (key: string) => `/uploads/${key}` } as Pick<
  ImageStore,
  'url'
> as ImageStore;

const row: ItemView = {
  id: 'i1',
  title: 'Blue mug',
  description: 'Ceramic',
  status: 'Found',
  category_id: 'c1',
  location: 'Library',
  image_key: 'items/i1.webp',
  posted_by_id: 'u1',
  keeper_id: 'k1',
  claimed_by_id: 'u2',
  is_active: 1,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  returned_at: null,
  ref_no: 7,
  ownership_json: JSON.stringify([
    { question: 'What is written on it?', answer: 'Answer only staff see' },
  ]),
  storage_location: 'Shelf B',
  desk_id: 'd1',
  desk_name: 'Library desk',
  desk_place: 'Library, ground floor',
  desk_hours: 'Mon-Fri 9-17',
  finder_name: 'Finn Finder',
  finder_contact: 'finn@example.edu',
  finder_notify: 1,
  finder_notified_at: null,
  found_on: null,
  disposal_method: 'donated',
  disposed_at: '2026-12-24T10:00:00.000Z',
  disposal_note: 'to the Red Cross',
  category_name: 'Mugs',
  poster_name: 'Pat',
  keeper_name: 'Kim',
  claimed_by_name: 'Sam',
  closed_reason: null,
  closed_at: null,
  closed_note: null,
  closed_with_id: null,
  closed_with_ref_no: null,
  closed_with_created_at: null,
  closed_with_title: null,
  closed_with_status: null,
  closed_with_active: null,
  closed_with_poster_id: null,
  found_for_id: 'i0',
  found_for_ref_no: 3,
  found_for_created_at: '2026-11-20T10:00:00.000Z',
  found_for_title: 'Blue mug, lost',
  found_for_status: 'Lost',
  found_for_active: 1,
  found_for_poster_id: 'u0',
};

describe('toItem: the Item that search pages send without the response schema', () => {
  it.each([
    ['every column set', row],
    [
      'no photo, keeper, claimant or disposal',
      {
        ...row,
        image_key: null,
        keeper_id: null,
        keeper_name: null,
        claimed_by_id: null,
        claimed_by_name: null,
        disposal_method: null,
        disposed_at: null,
        disposal_note: null,
        ownership_json: '[]',
      },
    ],
    ['returned', { ...row, status: 'Returned' as const, returned_at: '2026-12-01T10:00:00.000Z' }],
    [
      'a Lost report closed with a Found item',
      {
        ...row,
        status: 'Returned' as const,
        returned_at: '2026-12-01T10:00:00.000Z',
        found_for_id: null,
        closed_reason: 'returned-with' as const,
        closed_at: '2026-12-01T10:00:00.000Z',
        closed_note: null,
        closed_with_id: 'i9',
        closed_with_ref_no: 9,
        closed_with_created_at: '2026-11-30T10:00:00.000Z',
        closed_with_title: 'Navy flask',
        closed_with_status: 'Returned' as const,
        closed_with_active: 1,
        closed_with_poster_id: 'u9',
      },
    ],
  ])('names only the contract’s fields (%s)', (_case, view) => {
    const item = toItem(view, storage);
    expect(validateItem(item) ? [] : validateItem.errors).toEqual([]);
    // Never the office's shelf or an expected answer, which only item reads add for staff.
    expect(JSON.stringify(item)).not.toMatch(/Shelf B|Answer only staff see/);
  });

  it('says returnedAt only while the item is Returned (an edit back to Claimed keeps the stamp)', () => {
    const at = '2026-12-01T10:00:00.000Z';
    expect(toItem({ ...row, status: 'Returned', returned_at: at }, storage).returnedAt).toBe(at);
    expect(toItem({ ...row, status: 'Claimed', returned_at: at }, storage).returnedAt).toBeNull();
  });

  it('the closed schema does refuse a field the contract does not name', () => {
    expect(validateItem({ ...toItem(row, storage), passwordHash: 'x' })).toBe(false);
  });
});
