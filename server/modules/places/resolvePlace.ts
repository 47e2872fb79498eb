import { placeKey, placeWords } from './foldPlace';

/** A place with its aliases, as the directory holds it. */
export type PlaceEntry = { id: string; name: string; aliases: string[] };

export type ResolvedPlace = { id: string; name: string };

/**
 * Finds the place a free-text location names: the place's name or one of its aliases, as whole
 * words after folding (placeWords), anywhere in the text ("Room 104, EB" is the Engineering
 * Building). When several match, the longest phrase wins ("Engineering Building Annex" over
 * "Engineering Building"), then the one written first.
 */
export function placeResolver(
  entries: readonly PlaceEntry[],
): (text: string) => ResolvedPlace | null {
  const byKey = new Map<string, ResolvedPlace>();
  let longest = 0;
  for (const entry of entries) {
    for (const term of [entry.name, ...entry.aliases]) {
      const key = placeKey(term);
      if (!key || byKey.has(key)) continue;
      byKey.set(key, { id: entry.id, name: entry.name });
      longest = Math.max(longest, key.split(' ').length);
    }
  }
  return (text) => {
    const words = placeWords(text);
    for (let size = Math.min(longest, words.length); size >= 1; size--) {
      for (let start = 0; start + size <= words.length; start++) {
        const hit = byKey.get(words.slice(start, start + size).join(' '));
        if (hit) return hit;
      }
    }
    return null;
  };
}
