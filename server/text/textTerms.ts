import { AMOUNT, ORDINAL_OR_TIME, finerModelAfter, isModelNumber } from './finerModels';
import { foldWords } from './foldWords';
import { lexiconTerms } from './lexiconTerms';
import { stem } from './stem';
import { correctWord } from './typos';
import { COMMON_WORDS, STOP_WORDS } from './stopWords';
import { LONGEST_PHRASE, PHRASES, PHRASE_STARTS } from './synonyms';
import type { Term, TermKind } from './synonymEntry';

/**
 * One term of a text: its key is what two reports are compared on, `display` what a person
 * reads; `negated` when the text says the object has none ("no case", "without stickers").
 */
export type TextTerm = {
  key: string;
  kind: TermKind;
  display: string;
  negated?: boolean;
  /** A colour said of a part or accessory ("a yellow flower-print cover"): the part's key. */
  ofPart?: string;
};

/**
 * How the analyser's modes differ (analyse.ts): `correct` puts misspelt list words right
 * (typos.ts); `keepWords` also gives the stem of each word of a synonym phrase, beside the
 * phrase's canonical terms.
 */
export type TermOptions = { correct: boolean; keepWords: boolean; lexicon?: boolean };
/** Matching also reads WordNet's kinds of things (lexiconTerms.ts); search does not. */
const MATCH_OPTIONS: TermOptions = { correct: true, keepWords: false, lexicon: true };

/**
 * The terms of a text: synonym phrases as their canonical terms (longest phrase first, so "dark
 * blue" is navy and not "dark" and blue), model numbers and sizes, then every other word that is
 * not a stop word as its Porter2 stem ("stickers" and "sticker" meet).
 */
export function textTerms(
  text: string,
  out: TextTerm[] = [],
  options: TermOptions = MATCH_OPTIONS,
): TextTerm[] {
  const folded = foldWords(text);
  const words = options.correct ? folded.map((w) => correctWord(w) ?? w) : folded;
  const segments = segmentsOf(words);
  segments.forEach((segment, n) => {
    const negated = isNegated(words, segment.start) || undefined;
    const { start, end, phrase } = segment;
    if (options.lexicon && !phrase) {
      for (const term of kindsOf(words, segment, segments[n + 1])) out.push({ ...term, negated });
    }
    if (!phrase) {
      const size = words[start - 1] === 'size' ? sizeTerm(words[start]) : undefined;
      for (const term of size ? [size] : wordTerms(words[start])) out.push({ ...term, negated });
      return;
    }
    // "iPhone charging cable" is a cable: a device named before an accessory is only its brand.
    const forAccessory = isAccessory(segments[n + 1], words, end);
    if (options.keepWords) {
      for (let i = start; i < end; i++) out.push(...wordTerms(words[i]));
    }
    const part = phrase.some((t) => t.kind === 'colour')
      ? partAfter(segments, n, words)
      : undefined;
    for (const t of phrase) {
      if (forAccessory && (t.kind === 'object' || t.kind === 'family')) continue;
      const ofPart = part && (t.kind === 'colour' || t.kind === 'hue') ? part : undefined;
      out.push({
        key: t.key,
        kind: t.kind,
        display: t.key,
        negated,
        ...(ofPart ? { ofPart } : {}),
      });
      const finer = t.kind === 'model' ? finerModelAfter(t.key, words, end) : undefined;
      if (finer) out.push({ ...finer, negated });
    }
  });
  return out;
}

/**
 * WordNet's kinds of the thing a segment names (lexiconTerms.ts): a compound with the next plain
 * word first ("hearing aid", "lens cap"), else the segment's own words as one lemma, else its
 * last word (the head of "leather wallet" is "wallet"). Stop words and numbers name nothing.
 */
function kindsOf(words: string[], segment: Segment, next: Segment | undefined) {
  const { start, end } = segment;
  const own = words.slice(start, end);
  if (own.some((w) => /\d/.test(w)) || (own.length === 1 && STOP_WORDS.has(own[0]))) return [];
  if (next && !next.phrase && !STOP_WORDS.has(words[next.start])) {
    const compound = lexiconTerms([...own, words[next.start]].join('_'));
    if (compound.length > 0) return compound;
  }
  const whole = lexiconTerms(own.join('_'));
  if (whole.length > 0 || own.length === 1) return whole;
  return STOP_WORDS.has(own[own.length - 1]) ? [] : lexiconTerms(own[own.length - 1]);
}

/**
 * The parts and accessories whose colour is not the object's: "black iPhone in a pink case" is a
 * black phone. A colour is said of one when the part follows within three words ("a yellow
 * flower-print cover").
 */
const PARTS = new Set([
  'case',
  'phone case',
  'cover',
  'sleeve',
  'strap',
  'band',
  'lanyard',
  'keys',
  'sticker',
  'lid',
  'cap',
  'handle',
  'lace',
  'logo',
  'stripe',
  'striped',
  'print',
  'zip',
  'pouch',
  'tag',
  'label',
  'writing',
  'letter',
  'trim',
  'lining',
  'cable',
  'cord',
  'button',
  'screen protector',
  'popsocket',
  'charm',
  'bow',
  'tab',
]);

function partAfter(segments: Segment[], n: number, words: string[]): string | undefined {
  for (let k = n + 1; k < segments.length && k <= n + 3; k++) {
    const { start, phrase } = segments[k];
    const keys = phrase ? phrase.map((t) => t.key) : [stem(words[start])];
    const part = keys.find((key) => PARTS.has(key));
    if (part) return part;
    // Another colour or object starts the next description: "black phone, pink case".
    if (phrase?.some((t) => t.kind !== 'word' && t.kind !== 'common')) return undefined;
  }
  return undefined;
}

/** A run of words: one synonym phrase with its terms, or one plain word (`phrase` undefined). */
export type Segment = { start: number; end: number; phrase: Term[] | undefined };

/** The words cut into phrases, longest first, and plain words. */
export function segmentsOf(words: string[]): Segment[] {
  const segments: Segment[] = [];
  for (let i = 0; i < words.length;) {
    const length = phraseAt(words, i);
    const phrase = length > 0 ? PHRASES.get(words.slice(i, i + length).join(' ')) : undefined;
    segments.push({ start: i, end: i + Math.max(length, 1), phrase });
    i += Math.max(length, 1);
  }
  return segments;
}

const ACCESSORIES = new Set(['charger', 'case', 'phone case', 'laptop bag', 'power bank']);

/** The next segment names an accessory and follows right on (a model number may sit between). */
function isAccessory(next: Segment | undefined, words: string[], end: number): boolean {
  if (!next?.phrase || !next.phrase.some((t) => t.kind === 'object' && ACCESSORIES.has(t.key))) {
    return false;
  }
  return next.start === end || (next.start === end + 1 && isModelNumber(words[end]));
}

const NEGATIONS = new Set(['no', 'without', 'not', 'never', 'nothing']);
const ARTICLES = new Set(['a', 'an', 'any', 'the']);

function isNegated(words: string[], start: number): boolean {
  let i = start - 1;
  if (i >= 0 && ARTICLES.has(words[i])) i -= 1;
  return i >= 0 && NEGATIONS.has(words[i]);
}

const SIZE_WORDS: Record<string, string> = { small: 's', medium: 'm', large: 'l' };

/** "size M", "size 9": a clothing or shoe size, which two reports of one object agree on. */
function sizeTerm(word: string): TextTerm | undefined {
  const size = SIZE_WORDS[word] ?? word;
  if (!/^(x{0,3}s|m|x{0,3}l|\d{1,2})$/.test(size)) return undefined;
  return { key: `size ${size}`, kind: 'size', display: `size ${size.toUpperCase()}` };
}

/** The word count of the longest phrase starting at `i`, 0 when none does. */
function phraseAt(words: string[], i: number): number {
  const longest = PHRASE_STARTS.has(words[i]) ? Math.min(LONGEST_PHRASE, words.length - i) : 1;
  for (let length = longest; length >= 1; length--) {
    const key = length === 1 ? words[i] : words.slice(i, i + length).join(' ');
    if (PHRASES.has(key)) return length;
  }
  return 0;
}

export function wordTerms(word: string): TextTerm[] {
  if (STOP_WORDS.has(word)) return [];
  if (/^\d+$/.test(word)) {
    // A long number (a locker's, a student number's end) is a clue when shared, but rooms and
    // desks have numbers too, so two different ones are no disagreement; "2" or "15" says nothing.
    return word.length >= 3 ? [{ key: word, kind: 'word', display: word }] : [];
  }
  if (/\d/.test(word)) {
    if (ORDINAL_OR_TIME.test(word)) return [];
    if (AMOUNT.test(word)) return [{ key: word, kind: 'word', display: word }];
    return [{ key: word, kind: 'model', display: word }];
  }
  if (word.length < 2) return [];
  const key = stem(word);
  if (STOP_WORDS.has(key)) return [];
  return [
    {
      key,
      kind: COMMON_WORDS.has(word) || COMMON_WORDS.has(key) ? 'common' : 'word',
      display: word,
    },
  ];
}
