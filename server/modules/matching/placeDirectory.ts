import { foldWords } from '../../text/foldWords';

/**
 * The campus's own places and the other names people give them (docs/product.md#matching):
 * "EB", "eng block" and "Engineering Building" are one place, which no general list can know.
 * Built from `{ name, aliases }[]`, as the campus enters it; two reports whose locations name
 * one place through any of its names are in the same building (matchPlace.ts).
 */
export type PlaceDirectory = {
  /**
   * The places a location's folded words name, longest name first, and which words they take
   * (those are then not read again as building words).
   */
  placesIn(words: string[]): { keys: Set<string>; taken: Set<number> };
};

export type PlaceListEntry = { name: string; aliases: readonly string[] };

export function placeDirectory(list: readonly PlaceListEntry[]): PlaceDirectory {
  const byPhrase = new Map<string, string>();
  let longest = 0;
  for (const { name, aliases } of list) {
    const key = `place:${foldWords(name).join(' ')}`;
    for (const text of [name, ...aliases]) {
      const words = foldWords(text);
      if (words.length === 0) continue;
      byPhrase.set(words.join(' '), key);
      longest = Math.max(longest, words.length);
    }
  }
  return {
    placesIn(words) {
      const keys = new Set<string>();
      const taken = new Set<number>();
      for (let i = 0; i < words.length;) {
        let length = Math.min(longest, words.length - i);
        for (; length > 0; length--) {
          const key = byPhrase.get(words.slice(i, i + length).join(' '));
          if (!key) continue;
          keys.add(key);
          for (let k = i; k < i + length; k++) taken.add(k);
          break;
        }
        i += Math.max(length, 1);
      }
      return { keys, taken };
    },
  };
}

/** No campus list: places are read from the built-in lists alone (synonymsPlaces.ts). */
export const NO_PLACES: PlaceDirectory = placeDirectory([]);
