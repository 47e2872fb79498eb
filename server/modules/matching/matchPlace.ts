import { foldWords } from '../../text/foldWords';
import { stem } from '../../text/stem';
import { segmentsOf } from '../../text/textTerms';
import { GENERIC_PLACE_WORDS, SPOT_WORDS, STOP_WORDS } from '../../text/stopWords';
import { NO_PLACES, type PlaceDirectory } from './placeDirectory';

/**
 * Where a report says it happened. `buildings` are the buildings and areas it names (the
 * location field, and places its title or description mention: "near the gym"); `spot` is the
 * location field with room and floor ("Computer lab 104"), the same for the same spot.
 */
export type PlaceOf = { buildings: Set<string>; spot: string };

export function placeOf(
  location: string,
  mentioned: Iterable<string>,
  directory: PlaceDirectory = NO_PLACES,
): PlaceOf {
  const buildings = new Set(mentioned);
  const parts = new Set<string>();
  const all = foldWords(location);
  // The campus's own names first ("EB room 204": the Engineering Building, room 204).
  const { keys, taken } = directory.placesIn(all);
  for (const key of keys) {
    buildings.add(key);
    parts.add(key);
  }
  const words = all.filter((_, i) => !taken.has(i));
  for (const { start, phrase } of segmentsOf(words)) {
    if (phrase) {
      for (const t of phrase) {
        if (t.kind !== 'place') continue;
        buildings.add(t.key);
        parts.add(t.key);
      }
      continue;
    }
    const word = words[start];
    if (
      SPOT_WORDS.has(word) ||
      GENERIC_PLACE_WORDS.has(word) ||
      /\d/.test(word) ||
      word.length === 1
    ) {
      parts.add(word);
    } else if (!STOP_WORDS.has(word)) {
      // A name the lists do not know ("Henderson Hall") is a building of its own.
      const key = stem(word);
      buildings.add(key);
      parts.add(key);
    }
  }
  return { buildings, spot: [...parts].sort().join(' ') };
}
