import { writeUnique } from '../../db/errors';
import { conflict, notFound } from '../../errors';
import { newId, nowIso } from '../../lib/ids';
import { auditedWrites, changedFields } from '../audit';
import { placeDirectory } from './placeDirectory';
import { toPlaceDto } from './placeDto';
import { MAX_PLACES, RACE_CONFLICT, TOO_MANY, cleanTerms, refuseTaken } from './placeRules';
import * as repo from './repository';
import type { AppContext } from '../../context';

type Body = { name: string; aliases: string[] };

/** Everyone: the places by name, from the cached directory. */
export async function listPlaces(ctx: AppContext) {
  return { places: (await placeDirectory(ctx)).places.map(toPlaceDto) };
}

export async function createPlace(ctx: AppContext, actorId: string, body: Body) {
  const { name, aliases } = cleanTerms(body);
  if ((await repo.countPlaces(ctx.db)) >= MAX_PLACES) throw conflict(TOO_MANY);
  refuseTaken([name, ...aliases], await repo.takenKeys(ctx.db, keysOf(name, aliases), null));
  const now = nowIso();
  const id = newId();
  const after = { name: name.text, aliases: aliases.map((a) => a.text) };
  await writeUnique(RACE_CONFLICT, () =>
    writePlace(ctx.db, { actorId, action: 'place.create', id, after }, async (trx) => {
      await repo.insertPlace(trx, { id, name: name.text, created_at: now, updated_at: now });
      await repo.replaceTerms(trx, id, name, aliases);
      await repo.bumpVersion(trx);
    }),
  );
  const place = { id, name: name.text, aliases: aliases.map((a) => a.text), updatedAt: now };
  return { message: 'Place created successfully.', place: toPlaceDto(place) };
}

/** Replaces the name and the whole alias list; the audit entry holds what changed. */
export async function updatePlace(ctx: AppContext, actorId: string, id: string, body: Body) {
  const current = await repo.findById(ctx.db, id);
  if (!current) throw notFound('Place not found.');
  const { name, aliases } = cleanTerms(body);
  refuseTaken([name, ...aliases], await repo.takenKeys(ctx.db, keysOf(name, aliases), id));
  const newAliases = aliases.map((a) => a.text);
  const change = changedFields(
    { name: current.name, aliases: await repo.aliasesOf(ctx.db, id) },
    { name: name.text, aliases: newAliases },
  );
  const now = nowIso();
  await writeUnique(RACE_CONFLICT, () =>
    writePlace(ctx.db, { actorId, action: 'place.update', id, ...change }, async (trx) => {
      await repo.updatePlace(trx, id, name.text, now);
      await repo.replaceTerms(trx, id, name, aliases);
      await repo.bumpVersion(trx);
    }),
  );
  const place = { id, name: name.text, aliases: newAliases, updatedAt: now };
  return { message: 'Place updated successfully.', place: toPlaceDto(place) };
}

/** Items keep their location text: it was always free text (docs/product.md#places). */
export async function deletePlace(ctx: AppContext, actorId: string, id: string) {
  const current = await repo.findById(ctx.db, id);
  if (!current) throw notFound('Place not found.');
  const aliases = await repo.aliasesOf(ctx.db, id);
  const before = { name: current.name, aliases };
  await writePlace(ctx.db, { actorId, action: 'place.delete', id, before }, async (trx) => {
    await repo.deletePlace(trx, id);
    await repo.bumpVersion(trx);
  });
  const place = { id, name: current.name, aliases, updatedAt: current.updated_at };
  return { message: 'Place deleted successfully.', place: toPlaceDto(place) };
}

/** Every change bumps the places' version, so cached directories reload. */
const writePlace = auditedWrites('place');

const keysOf = (name: { key: string }, aliases: { key: string }[]) => [
  name.key,
  ...aliases.map((a) => a.key),
];
