import type { PlaceEntry } from './resolvePlace';

export const toPlaceDto = (p: PlaceEntry & { updatedAt: string }) => ({
  _id: p.id,
  name: p.name,
  aliases: [...p.aliases],
  updatedAt: p.updatedAt,
});
