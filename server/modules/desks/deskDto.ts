import type { DeskRow } from './repository';

export const storageOf = (row: { storage_json: string }): string[] => {
  try {
    const value: unknown = JSON.parse(row.storage_json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

/** The contract's Desk: what everyone sees (never the storage places). */
export const toDesk = (row: DeskRow) => ({
  _id: row.id,
  name: row.name,
  place: row.place,
  hours: row.hours,
  contact: row.contact,
});

/** The contract's DeskDetail: for keepers and admins. */
export const toDeskDetail = (
  row: DeskRow,
  keepers: { _id: string; name: string }[],
  itemCount: number,
  viewerId: string,
) => ({
  ...toDesk(row),
  keepers,
  storagePlaces: storageOf(row),
  itemCount,
  mine: keepers.some((k) => k._id === viewerId),
});
