import { freshReadOn } from '../../lib/freshRead';
import { perOwner } from '../../lib/versionedCache';
import { placeResolver, type PlaceEntry, type ResolvedPlace } from './resolvePlace';
import * as repo from './repository';
import type { Db } from '../../db';

/**
 * The campus's places as other modules read them (docs/product.md#places): the list, its
 * `{ name, aliases }[]` for matching, and `resolvePlace(text)` for free text.
 */
export type PlaceDirectory = {
  /** The places_version it was read at. */
  version: number;
  places: readonly (PlaceEntry & { updatedAt: string })[];
  /** The shape matching takes (its `PlaceDirectory` input). */
  entries: readonly { name: string; aliases: readonly string[] }[];
  resolvePlace: (text: string) => ResolvedPlace | null;
};

type Held = { version: number; directory: Promise<PlaceDirectory> };

/** Per database handle: the version reader (shared reads on PostgreSQL) and the last directory. */
const holderOf = perOwner<Db, { readVersion: () => Promise<number>; held: Held | null }>((db) => ({
  readVersion: freshReadOn(db, () => repo.readVersion(db)),
  held: null,
}));

/**
 * The directory at the current places_version: read once per version and kept, so a resolve
 * costs one small version read. Every admin write bumps the version in its transaction, and the
 * version is read after the call, so a change made by any server on this database is seen by the
 * next call here (server/lib/freshRead.ts), never a stale list under a new version.
 */
export async function placeDirectory(ctx: { db: Db }): Promise<PlaceDirectory> {
  const holder = holderOf(ctx.db);
  const version = await holder.readVersion();
  if (holder.held?.version !== version) {
    const directory = load(ctx.db, version);
    holder.held = { version, directory };
    // A failed read is not kept: the next call reads again.
    directory.catch(() => {
      if (holder.held?.directory === directory) holder.held = null;
    });
  }
  return holder.held!.directory;
}

async function load(db: Db, version: number): Promise<PlaceDirectory> {
  const places = (await repo.listEntries(db)).sort(
    (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.id < b.id ? -1 : 1),
  );
  return {
    version,
    places,
    entries: places.map(({ name, aliases }) => ({ name, aliases })),
    resolvePlace: placeResolver(places),
  };
}
