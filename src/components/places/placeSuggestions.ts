import type { Place } from '../../api/enhancedApi';

/** How many places the Location field suggests at once. */
export const MAX_SUGGESTIONS = 8;

/**
 * Folded as the server folds a place's words (docs/product.md#places): no accents, no case,
 * punctuation a space, so "Eng. b" finds "Eng building".
 */
export const foldPlace = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/['’]s\b/giu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');

/** A suggestion: the place, and the alias the text matched when it was not the name. */
export type Suggestion = { name: string; alias?: string };

/**
 * The places whose name or an alias has a word starting with what was typed ("eb" finds the
 * Engineering Building by its alias EB, "build" by its name), names first, at most 8.
 */
export function suggestPlaces(places: readonly Place[], typed: string): Suggestion[] {
  const query = foldPlace(typed);
  if (!query) return places.slice(0, MAX_SUGGESTIONS).map((p) => ({ name: p.name }));
  const starts = (text: string) => {
    const folded = foldPlace(text);
    return folded.startsWith(query) || folded.includes(` ${query}`);
  };
  const byName: Suggestion[] = [];
  const byAlias: Suggestion[] = [];
  for (const place of places) {
    if (starts(place.name)) byName.push({ name: place.name });
    else {
      const alias = place.aliases.find(starts);
      if (alias) byAlias.push({ name: place.name, alias });
    }
  }
  return [...byName, ...byAlias].slice(0, MAX_SUGGESTIONS);
}
