import { mockDb, mockPeople } from './items';
import type { Item, ItemEvent, User } from '../../api/enhancedApi';

/**
 * The office's storage places and item histories for the mocked API
 * (docs/product.md#references-storage-and-custody). Kept beside the items, never on them: the
 * mocked getItem adds the place only for those the server would tell.
 */
export const custodyDb = {
  storage: new Map<string, string>(),
  events: new Map<string, ItemEvent[]>(),
};

const SEEDED_STORAGE: Record<string, string> = {
  'item-02': 'Security office, shelf B3',
  'item-03': 'Gym front desk, drawer 2',
  'item-14': 'Library desk, box 4',
};

export function resetCustodyData(): void {
  custodyDb.storage = new Map(Object.entries(SEEDED_STORAGE));
  custodyDb.events = new Map();
}
resetCustodyData();

const HOUR = 3_600_000;
const later = (iso: string, hours: number) =>
  new Date(Date.parse(iso) + hours * HOUR).toISOString();
const ref = (id: string | null) => {
  const person = mockPeople.find((p) => p._id === id);
  return person ? { _id: person._id, name: person.name } : null;
};

/** A seeded item's story as its fields tell it: posted, kept, stored, claimed, returned. */
function seededEvents(item: Item): ItemEvent[] {
  const events: ItemEvent[] = [
    { at: item.createdAt, actor: item.postedBy, action: 'posted', details: '' },
  ];
  const keeper = ref(item.keeperId);
  if (keeper) {
    events.push({
      at: later(item.createdAt, 1),
      actor: keeper,
      action: 'keeper-assigned',
      details: keeper.name,
    });
  }
  const place = custodyDb.storage.get(item._id);
  if (place && keeper) {
    events.push({ at: later(item.createdAt, 2), actor: keeper, action: 'stored', details: place });
  }
  if (item.claimedById) {
    events.push({
      at: later(item.createdAt, 3),
      actor: ref(item.claimedById),
      action: 'claimed',
      details: '',
    });
  }
  if (item.status === 'Returned') {
    events.push({
      at: later(item.createdAt, 4),
      actor: ref(item.claimedById),
      action: 'returned',
      details: '',
    });
  }
  return events;
}

/** The item's events, oldest first (seeded on first read). */
export function historyOf(item: Item): ItemEvent[] {
  let events = custodyDb.events.get(item._id);
  if (!events) {
    events = seededEvents(item);
    custodyDb.events.set(item._id, events);
  }
  return events;
}

export function recordEvent(item: Item, event: ItemEvent): void {
  historyOf(item).push(event);
}

/** The server's rule: the poster, the claimant, any keeper and admins learn where it is kept. */
export function mayKnowStorage(item: Item, viewer: User | null): boolean {
  if (!viewer) return false;
  return (
    viewer.role === 'admin' ||
    viewer.role === 'keeper' ||
    item.postedBy._id === viewer._id ||
    item.claimedById === viewer._id
  );
}

/** The item as getItem answers `viewer`: with its storage place only when they may know it. */
export function itemFor(item: Item, viewer: User | null): Item {
  return mayKnowStorage(item, viewer)
    ? { ...item, storageLocation: custodyDb.storage.get(item._id) ?? null }
    : item;
}

/** Items the mocks know by id, active or not (the history of a deactivated item stays). */
export const anyItem = (id: string) => mockDb.items.find((i) => i._id === id);
