import { conflict, validationError } from '../../errors';
import { placeKey } from './foldPlace';
import type { PlaceTerm } from './repository';

/** At most this many places (docs/product.md#limits): every visitor's form loads the list. */
export const MAX_PLACES = 500;

export const TOO_MANY = `The campus already has ${MAX_PLACES} places. Delete one before adding another.`;
export const RACE_CONFLICT = 'A name or alias of this place was just given to another place.';

export const takenBy = (text: string, placeName: string) =>
  `"${text}" is already a name or alias of ${placeName}. A name or alias belongs to one place only.`;

/**
 * The name and aliases as stored: trimmed, each with its folded key; an alias that folds to the
 * name's words or to an earlier alias's is the same name and is kept once (docs/product.md#places).
 * The contract already holds the lengths and the count; what folds to nothing is refused here.
 */
export function cleanTerms(body: { name: string; aliases: string[] }): {
  name: PlaceTerm;
  aliases: PlaceTerm[];
} {
  const nameText = body.name.trim();
  if (!nameText) throw validationError('name', 'Place name is required.');
  const name = { text: nameText, key: placeKey(nameText) };
  if (!name.key) throw validationError('name', 'A place name needs a letter or a digit.');
  const seen = new Set([name.key]);
  const aliases: PlaceTerm[] = [];
  for (const raw of body.aliases) {
    const text = raw.trim();
    const key = placeKey(text);
    if (!key) throw validationError('aliases', `Each alias needs a letter or a digit: "${raw}".`);
    if (seen.has(key)) continue;
    seen.add(key);
    aliases.push({ text, key });
  }
  return { name, aliases };
}

/** 409 naming the first term another place already holds. */
export function refuseTaken(terms: PlaceTerm[], taken: { key: string; name: string }[]): void {
  if (!taken.length) return;
  const holder = new Map(taken.map((t) => [t.key, t.name]));
  const first = terms.find((t) => holder.has(t.key))!;
  throw conflict(takenBy(first.text, holder.get(first.key)!));
}
