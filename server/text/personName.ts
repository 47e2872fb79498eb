/**
 * One notion of a person's name for search and matching (docs/matching-evaluation.md#names):
 * letters that Unicode does not decompose are written the way people type them on a plain
 * keyboard ("Işıl" is "Isil", "Łukasz" is "Lukasz", "Søren" is "Soren", "Strauß" is "Strauss"),
 * and a machine-readable document's spelling of an umlaut or a ring ("MUELLER" for "Müller",
 * "AASA" for "Åsa", "SOEREN" for "Søren") is the same name.
 */
const PLAIN_LETTERS: Record<string, string> = {
  ı: 'i',
  ł: 'l',
  Ł: 'L',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ß: 'ss',
  ẞ: 'SS',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ħ: 'h',
  Ħ: 'H',
  ŀ: 'l',
  Ŀ: 'L',
};
const UNDECOMPOSED = new RegExp(`[${Object.keys(PLAIN_LETTERS).join('')}]`, 'gu');

/** The letters NFKD leaves whole, written as a plain keyboard writes them (before folding). */
export function plainLetters(text: string): string {
  return text.replace(UNDECOMPOSED, (c) => PLAIN_LETTERS[c]);
}

/** Umlauts and rings as machine-readable documents spell them (ICAO 9303: Ü as UE, Å as AA). */
const DOCUMENT_SPELLING: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  å: 'aa',
  ø: 'oe',
};

/** The document spelling of a lower-case word that has one ("müller" → "mueller"), else null. */
export function documentSpelling(word: string): string | null {
  // Only a word whose one kind of accent is these ("müller", not "ünïcödé").
  if (!/[äöüåø]/u.test(word) || /[^\p{ASCII}äöüåø]/u.test(word)) return null;
  return plainLetters(word.replace(/[äöüåø]/gu, (c) => DOCUMENT_SPELLING[c]))
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
}

/**
 * A folded name word with the document spellings undone ("mueller", "muller" and "müller" all
 * "muller"; "aasa" is "asa"), for comparing two names' words: both sides are read alike, so a
 * real "ue" ("Manuel") only meets itself.
 */
export function nameKey(folded: string): string {
  return folded.replace(/([aou])e/g, '$1').replace(/aa/g, 'a');
}

/**
 * Two names' parts written as one word or two, hyphenated or not ("Maryann" and "Mary Ann",
 * "Jean-Luc" and "Jean Luc"): the same letters in the same order.
 */
export function squashed(parts: readonly string[]): string {
  return nameKey(parts.join('').replace(/-/g, ''));
}

/** The words of a name in any order, for "ZHANG Wei" and "Wei Zhang", "AN NGUYEN VAN". */
export function orderFree(parts: readonly string[]): string {
  return parts
    .flatMap((p) => p.split('-'))
    .map(nameKey)
    .sort()
    .join(' ');
}
