import { grown, setBit, type Bits } from './bits';

/** The browse filters the index applies (docs/product.md#browse-filters). */
export type IndexFilters = {
  status?: string;
  categoryId?: string;
  placeId?: string;
  /** The earliest posting time (ISO-8601). */
  since?: string;
};

/** Resolves a location to a campus place id, as of one places version. */
export type PlaceResolver = { version: number; resolve: (location: string) => string | null };

/**
 * The items of each value (a category, a place) as bitsets; an item has one value at a time, so
 * giving it another moves its bit.
 */
class ValueSets {
  private readonly valueOf: (string | null)[] = [];
  private readonly sets = new Map<string, Bits>();

  get(value: string): Bits | undefined {
    return this.sets.get(value);
  }

  /** The ordinal's value, by ordinal up to `size` (unset ones as null). */
  values(size: number): (string | null)[] {
    return Array.from({ length: size }, (_, o) => this.valueOf[o] ?? null);
  }

  /** Moves an ordinal into the set of `value` (out of its old one); `size` sizes a new set. */
  move(ordinal: number, value: string | null, size: number): void {
    const old = this.valueOf[ordinal] ?? null;
    if (old === value) return;
    if (old !== null) setBit(this.sets.get(old)!, ordinal, false);
    this.valueOf[ordinal] = value;
    if (value === null) return;
    const set = grown(this.sets.get(value) ?? new Int32Array(32), size);
    setBit(set, ordinal, true);
    this.sets.set(value, set);
  }
}

/**
 * The category and place filters of the index (docs/product.md#browse-filters): each item's
 * category and free-text location, the items of each category, and the items of each campus
 * place, resolved from the locations lazily as of the places directory's version.
 */
export class FilterSets {
  private readonly categories = new ValueSets();
  private locationOf: string[] = [];
  /** One string per distinct category and location (a million items share a few hundred). */
  private readonly shared = new Map<string, string>();
  private places: PlaceResolver | null = null;
  private byPlace = new ValueSets();

  /** Records an item's category and location; `size` is the index's item count. */
  put(ordinal: number, categoryId: string, location: string, size: number): void {
    this.categories.move(ordinal, this.intern(categoryId), size);
    this.locationOf[ordinal] = this.intern(location);
    if (this.places) this.byPlace.move(ordinal, this.places.resolve(location), size);
  }

  /** The items of a category, if any has it. */
  category(categoryId: string): Bits | undefined {
    return this.categories.get(categoryId);
  }

  /** The items at a campus place as `places` resolves their locations, if any is there. */
  place(placeId: string, places: PlaceResolver, size: number): Bits | undefined {
    this.resolvePlaces(places, size);
    return this.byPlace.get(placeId);
  }

  /** Categories and locations by ordinal, for a snapshot (matchIndex.ts state()). */
  state(size: number): { categoryOf: string[]; locationOf: string[] } {
    return {
      categoryOf: this.categories.values(size) as string[],
      locationOf: this.locationOf.slice(0, size),
    };
  }

  /** The filters of a snapshot's categories and locations (by ordinal). */
  static of(categoryOf: string[], locationOf: string[]): FilterSets {
    const filters = new FilterSets();
    const size = categoryOf.length;
    filters.locationOf = locationOf.map((l) => filters.intern(l));
    for (let o = 0; o < size; o++) {
      filters.categories.move(o, filters.intern(categoryOf[o]), size);
    }
    return filters;
  }

  private intern(text: string): string {
    const known = this.shared.get(text);
    if (known !== undefined) return known;
    this.shared.set(text, text);
    return text;
  }

  /**
   * Resolves every item's location again when the places changed (an admin edit): each distinct
   * location once, since many items share one.
   */
  private resolvePlaces(places: PlaceResolver, size: number): void {
    if (this.places?.version === places.version) return;
    this.places = places;
    this.byPlace = new ValueSets();
    const seen = new Map<string, string | null>();
    for (let o = 0; o < size; o++) {
      const location = this.locationOf[o];
      let place = seen.get(location);
      if (place === undefined) seen.set(location, (place = places.resolve(location)));
      this.byPlace.move(o, place, size);
    }
  }
}
