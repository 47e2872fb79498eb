/**
 * How the synonym lists are written. Each entry names the phrases people use and the canonical
 * terms they stand for: "hydro flask" is the brand and a bottle, "navy" is the colour navy of
 * the hue blue. Two reports are compared on canonical terms only, so "dark blue" and "navy" meet.
 */

/**
 * The kinds of evidence, strongest first. `family` and `hue` are the wider class a word belongs
 * to (a backpack is a bag, navy is blue): weaker evidence than the object or colour itself.
 * `size` is a clothing or shoe size; a `common` word fits half of all objects ("metal",
 * "small"), a `word` is any other; `place` terms are where something was, compared apart.
 */
export type TermKind =
  | 'name'
  | 'model'
  | 'brand'
  | 'object'
  | 'family'
  | 'colour'
  | 'hue'
  | 'size'
  | 'word'
  | 'common'
  | 'place';

export type Term = { key: string; kind: TermKind };

export type SynonymEntry = { phrases: string[]; terms: Term[] };

const term = (kind: TermKind) => (key: string) => ({ key, kind });
export const isObject = term('object');
export const inFamily = term('family');
export const ofBrand = term('brand');

function entry(canonical: string, phrases: string[], terms: Term[]): SynonymEntry {
  return { phrases: [canonical, ...phrases], terms };
}

/** A thing people lose; `family` is the wider class it shares with its look-alikes. */
export function object(canonical: string, phrases: string[], family?: string): SynonymEntry {
  const terms = [isObject(canonical)];
  if (family && family !== canonical) terms.push(inFamily(family));
  return entry(canonical, phrases, terms);
}

/** A shade; `hue` is the plain colour a person who saw it differently might have written. */
export function colour(canonical: string, phrases: string[], ...hues: string[]): SynonymEntry {
  return entry(canonical, phrases, [
    { key: canonical, kind: 'colour' },
    ...hues.map((key) => ({ key, kind: 'hue' as const })),
  ]);
}

/** A maker; `implies` holds what its name alone tells ("Hydro Flask" is a bottle). */
export function brand(canonical: string, phrases: string[], ...implies: Term[]): SynonymEntry {
  return entry(canonical, phrases, [ofBrand(canonical), ...implies]);
}

/**
 * A product line ("iPhone", "ThinkPad"): a model term of its own, and a number written after it
 * makes a finer one ("iPhone 13"); `implies` holds its brand and object.
 */
export function model(canonical: string, phrases: string[], ...implies: Term[]): SynonymEntry {
  return entry(canonical, phrases, [{ key: canonical, kind: 'model' }, ...implies]);
}

/** Words that are one plain term, kept whole so that no part of them is read as an object. */
export function word(canonical: string, phrases: string[]): SynonymEntry {
  return entry(canonical, phrases, [{ key: canonical, kind: 'word' }]);
}

/** A building or area of the campus. */
export function place(canonical: string, phrases: string[]): SynonymEntry {
  return entry(canonical, phrases, [{ key: canonical, kind: 'place' }]);
}
