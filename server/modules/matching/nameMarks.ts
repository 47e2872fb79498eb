import { foldAccents, foldName } from '../../text/foldWords';
import { stem } from '../../text/stem';
import { isEnglishWord } from '../../text/dictionary';
import { COMMON_WORDS, STOP_WORDS } from '../../text/stopWords';
import { PHRASES } from '../../text/synonyms';
import type { TextTerm } from '../../text/textTerms';

/**
 * Names, initials and quoted marks written on an item ("name 'J. Smith' inside", "initials JS",
 * a sticker that says "Keep Calm"): the strongest evidence there is, since two different objects
 * seldom carry the same name, and two different names are two different owners. Found by cue
 * words and capital letters, so only what the writer marked as a name counts.
 *
 * Each mark is read whole (compareNames.ts): "Ada Okafor" and "Emil Okafor" are two people who
 * share a surname, not one clue "Okafor". Its words are also terms (`terms`), sharing their keys
 * with the word stems (matchText.ts), so a plain word that the other report does not mark as a
 * name still meets it, and the worker picks candidates by them.
 */
export type NameMark = {
  /**
   * `person`: a name, its parts given name first ("Ada Okafor", "J. Smith", "Hannah");
   * `initials`: letters only ("JS", "L.W."); `text`: a quoted phrase ("Save the bees"), which
   * only meets on its words.
   */
  kind: 'person' | 'initials' | 'text';
  /**
   * Read without a cue, from capitals alone (a card's holder): it agrees when it meets a name,
   * but never disagrees, as a misspelt capitalised word may be no name at all.
   */
  uncued?: boolean;
  /** Folded and lower-cased; a part of one letter is an initial. */
  parts: string[];
  /** As a person reads it: "Ada Okafor", "J. Smith", "JS". */
  display: string;
  /** The text terms of its words and initials, all of kind `name`. */
  terms: TextTerm[];
};

/** The names, initials and quoted marks of a text, each once. */
export function nameMarks(text: string, document = false): NameMark[] {
  const marks: NameMark[] = [];
  const plain = text.normalize('NFKD').replace(/\p{M}+/gu, '');
  const folded = joinParticles(foldName(text));
  const tokens = [...folded.matchAll(TOKEN)].map((m) => m[0]);
  const sentenceStarts = sentenceStartsOf(folded);
  for (let i = 0; i < tokens.length; i++) {
    const cue = tokens[i].toLowerCase();
    const isDocument = DOCUMENT_CUES.has(cue);
    const reach = CUES.has(cue) ? CUE_REACH : NEAR_CUES.has(cue) ? 1 : isDocument ? 2 : 0;
    if (reach === 0) continue;
    const initialsCue = cue.startsWith('initial') || cue.startsWith('monogram');
    // "name written on the back in silver sharpie: Alex Chen": the name may come a few words on,
    // in the same sentence; lower-case initials only right after the cue ("initials js").
    let j = i + 1;
    const isPart = (k: number) => isNamePart(tokens[k], initialsCue && k === i + 1);
    while (j < tokens.length && j - i <= reach && !sentenceStarts.has(j) && !isPart(j)) j++;
    const name: string[] = [];
    if (j - i > reach) continue;
    while (j < tokens.length && !sentenceStarts.has(j) && isPart(j)) {
      name.push(tokens[j++]);
      if (name.length === 3) break;
    }
    // "ID card Alexander Nguyen": a document's holder, a whole name (not "card Monday").
    if (isDocument && name.length < 2) continue;
    // "3rd floor of EB", "card for SU": after "of", "for" or "by", a lone acronym is a place.
    if (NEAR_CUES.has(cue) && name.length === 1 && /^\p{Lu}{2,3}$/u.test(name[0])) continue;
    addMark(marks, name, plain, initialsCue ? 'initials' : 'cue');
  }
  capitalRuns(tokens, sentenceStarts, marks, plain);
  if (document) holderRuns(tokens, clauseStartsOf(folded), marks, plain);
  for (const m of folded.matchAll(DOTTED_INITIALS)) {
    const letters = m[1].replace(/[.\s]/g, '').split('');
    const surname = m[2];
    // "lot C. Contains cards": a sentence ending in a letter, not "C. Contains".
    if (surname && !isNamePart(surname, false)) continue;
    if (surname && COMMON_WORDS.has(surname.toLowerCase())) continue;
    if (letters.length < 2 && !surname) continue;
    // "Precious N. Okafor": the given name before a middle initial belongs to the name.
    const before = /(?<![\p{L}\p{N}])(\p{Lu}\p{Ll}+)\s+$/u.exec(folded.slice(0, m.index));
    const given =
      surname &&
      before &&
      isNamePart(before[1], false) &&
      !COMMON_WORDS.has(before[1].toLowerCase())
        ? [before[1]]
        : [];
    addMark(marks, surname ? [...given, ...letters, surname] : letters, plain, 'cue');
  }
  // Quotes are looked for before apostrophes become breaks (foldAccents).
  for (const m of plain.matchAll(QUOTED)) {
    const words = foldAccents(m[1] ?? m[2])
      .split(/[^\p{L}\p{N}]+/u)
      .filter((t) => t.length > 0);
    // "LABORATORY NOTEBOOK" printed on a cover is what the thing is, read as its words; a name
    // or a motto has a word no list or dictionary knows ("Xiao Ming Chen", "Go Bruins").
    const everyday = words.every((w) => {
      const lower = w.toLowerCase();
      return PHRASES.has(lower) || STOP_WORDS.has(lower) || isEnglishWord(lower);
    });
    if (everyday) continue;
    if (words.length > 0 && words.length <= 4) addMark(marks, words, plain, 'quote');
  }
  return marks;
}

/** The terms of the names, initials and quoted marks of a text, added to `out`. */
export function nameTerms(text: string, out: TextTerm[] = []): TextTerm[] {
  for (const mark of nameMarks(text)) out.push(...mark.terms);
  return out;
}

/**
 * The words of a text; a capitalised double-barrelled surname ("Smith-Jones", "SMITH-JONES") is
 * one word, as its owner writes it whole: "Emily Jones" is not "Emily Smith-Jones"
 * (compareNames.ts).
 */
const COMPOUND = String.raw`\p{Lu}\p{L}+(?:-\p{Lu}\p{L}+)+`;
const TOKEN = new RegExp(`${COMPOUND}|[\\p{L}\\p{N}]+`, 'gu');
const TOKEN_OR_GAP = new RegExp(`${COMPOUND}|[\\p{L}\\p{N}]+|[^\\p{L}\\p{N}]+`, 'gu');

const CUES = new Set([
  'name',
  'named',
  'names',
  'initials',
  'initial',
  'initialled',
  'initialed',
  'monogram',
  'monogrammed',
  'belongs',
  'belonging',
  'property',
  'labelled',
  'labeled',
  'signed',
  'says',
  'reads',
  'engraved',
  'embroidered',
  'engraving',
  'written',
  'owner',
  'owners',
]);

/**
 * The indexes of the tokens that open a sentence: after ".", "!" or "?" and a space, unless the
 * full stop ends an initial ("S. Okoro").
 */
function sentenceStartsOf(folded: string): Set<number> {
  const starts = new Set<number>();
  let index = 0;
  let previous = '';
  let gap = '';
  for (const m of folded.matchAll(TOKEN_OR_GAP)) {
    if (/[\p{L}\p{N}]/u.test(m[0])) {
      if (index > 0 && /[.!?]\s/.test(gap) && previous.length > 1) starts.add(index);
      previous = m[0];
      gap = '';
      index += 1;
    } else gap = m[0];
  }
  return starts;
}

/** The indexes of the tokens after a full stop, comma, colon, bracket or dash: a name ends there. */
function clauseStartsOf(folded: string): Set<number> {
  const starts = new Set<number>();
  let index = 0;
  let gap = '';
  for (const m of folded.matchAll(TOKEN_OR_GAP)) {
    if (/[\p{L}\p{N}]/u.test(m[0])) {
      if (index > 0 && /[.!?,;:()[\]–—]|\s-\s/u.test(gap)) starts.add(index);
      gap = '';
      index += 1;
    } else gap = m[0];
  }
  return starts;
}

/**
 * Surname particles between two capitalised words join the surname they open: "Zoë van der
 * Berg", "ZOE VAN DER BERG" and "Zoe Vanderberg" all end in one word, so "van" never meets
 * "van" of another surname.
 */
const PARTICLES = String.raw`(?:van|der|den|de|del|della|da|das|dos|du|di|von|zu|ter|ten|la|le|bin|ibn|al|el)`;
const PARTICLE_RUN = new RegExp(
  String.raw`(?<=\p{Lu}[\p{L}.]*\s+)((?:${PARTICLES}\s+)+)(\p{Lu}\p{L}+)`,
  'giu',
);

function joinParticles(text: string): string {
  return text.replace(PARTICLE_RUN, (_, particles: string, word: string) => {
    const joined = particles.replace(/\s+/g, '') + word;
    return word === word.toUpperCase()
      ? joined.toUpperCase()
      : joined[0]!.toUpperCase() + joined.slice(1).toLowerCase();
  });
}

/** "card for Tom Baker", "copy of Hamlet": a name right after these words, not further on. */
const NEAR_CUES = new Set(['for', 'of', 'by']);

/** A document's holder is named right after it: "passport JUERGEN MUELLER", "ID card Ada Okafor". */
const DOCUMENT_CUES = new Set([
  'id',
  'card',
  'passport',
  'licence',
  'license',
  'permit',
  'badge',
  'visa',
  'pass',
]);

/**
 * Two or three words in capitals, at least one of four letters or more ("ISIL SAHIN", "ZHANG
 * WEI", "AN NGUYEN VAN"): a name as cards and machine-readable documents print it. Not in a text
 * written mostly in capitals, where capitals say nothing.
 */
function capitalRuns(
  tokens: string[],
  sentenceStarts: Set<number>,
  marks: NameMark[],
  plain: string,
) {
  const isCaps = (t: string) => /^\p{Lu}{2,}(?:-\p{Lu}{2,})*$/u.test(t);
  const letters = tokens.filter((t) => /\p{L}/u.test(t));
  if (letters.filter(isCaps).length * 2 > letters.length) return;
  const isName = (t: string) => {
    const lower = t.toLowerCase();
    return isCaps(t) && !STOP_WORDS.has(lower) && !PHRASES.has(lower) && !COMMON_WORDS.has(lower);
  };
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 2 && run.some((t) => t.length >= 4))
      addMark(marks, run.slice(0, 3), plain, 'cue');
    run = [];
  };
  tokens.forEach((t, k) => {
    if (sentenceStarts.has(k)) flush();
    // "JOSE L FERNANDEZ": an initial inside a run of names is part of it.
    const initial = /^\p{Lu}$/u.test(t) && run.length > 0 && isName(tokens[k + 1] ?? '');
    if (isName(t) || initial) run.push(t);
    else flush();
  });
  flush();
}

/**
 * On a report of a card, licence or passport, the holder's name needs no cue: "Bob Harrington
 * (lab technician)", "... towel. José Luis Fernández Ruiz." Two to four capitalised words (an
 * initial among them), one at least no everyday English word, so "Technical Services" is none.
 */
function holderRuns(
  tokens: string[],
  sentenceStarts: Set<number>,
  marks: NameMark[],
  plain: string,
) {
  const isWord = (t: string) => {
    const lower = t.toLowerCase();
    return (
      /^\p{Lu}\p{L}+(?:-\p{L}+)*$/u.test(t) &&
      !STOP_WORDS.has(lower) &&
      !PHRASES.has(lower) &&
      !COMMON_WORDS.has(lower)
    );
  };
  let run: string[] = [];
  const flush = () => {
    const words = run.filter((t) => t.length > 1);
    const unusual = words.some((t) => !isEnglishWord(t.toLowerCase().split('-')[0]));
    if (words.length >= 2 && run.length <= 4 && unusual) addMark(marks, run, plain, 'holder');
    run = [];
  };
  tokens.forEach((t, k) => {
    if (sentenceStarts.has(k)) flush();
    const initial =
      /^\p{Lu}$/u.test(t) && t !== 'I' && run.length > 0 && isWord(tokens[k + 1] ?? '');
    if (isWord(t) || initial) run.push(t);
    else flush();
  });
  flush();
}

/** A report about an identity document, whose holder's name is what tells it apart. */
export const DOCUMENT_TEXT = /\b(?:id|ids|card|cards|passport|licen[cs]e|permit|badge|visa)\b/i;

/** How many words after a cue the name may start. */
const CUE_REACH = 8;

/** "J.S.", "J. S.", "J. Smith": capital letters with full stops, and the surname after them. */
const DOTTED_INITIALS = /(?<![\p{L}\p{N}])((?:\p{Lu}\.\s?){1,3})(\p{Lu}\p{Ll}+)?/gu;

/** A short quoted text, in double quotes or in single quotes that are not apostrophes. */
const QUOTED = /["“]([^"“”]{2,40})["”]|(?<![\p{L}\p{N}])['‘]([^'‘’]{2,40})['’](?![\p{L}\p{N}])/gu;

/** Titles before a name say nothing about whose it is: "Dr. Evans" is Evans. */
const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'miss', 'mx', 'prof', 'professor', 'sir']);

/**
 * A capitalised word that is neither a stop word nor a known phrase ("Library", "Apple" are not
 * names); after "initials", any short word ("initials js").
 */
function isNamePart(token: string, initialsCue: boolean): boolean {
  // A single capital is an initial ("James O'Connor", "J Smith"), but "I" is a pronoun.
  if (/^\p{Lu}$/u.test(token)) return token !== 'I';
  const lower = token.toLowerCase();
  if (STOP_WORDS.has(lower) || PHRASES.has(lower)) return false;
  if (initialsCue && /^\p{L}{1,3}$/u.test(token)) return true;
  return /^\p{Lu}/u.test(token);
}

/**
 * Reads one mark: "Jordan Smith" is a person with the name terms jordan and smith and the
 * initials js; "JS" alone, or "js" after "initials", is initials; a quoted phrase with glue
 * words or lower-case words is text.
 */
function addMark(
  marks: NameMark[],
  tokens: string[],
  plain: string,
  from: 'cue' | 'initials' | 'quote' | 'holder',
) {
  let words = tokens;
  while (words.length > 1 && TITLES.has(words[0].toLowerCase())) words = words.slice(1);
  if (words.length === 0) return;
  const isText =
    from === 'quote' &&
    (words.length > 3 ||
      words.some((w) => !/^[\p{Lu}\p{N}]/u.test(w) || STOP_WORDS.has(w.toLowerCase())));
  const isInitials = (w: string) =>
    w.length <= 3 && !/\d/.test(w) && (from === 'initials' || w === w.toUpperCase());
  const terms: TextTerm[] = [];
  const letters: string[] = [];
  const parts: string[] = [];
  for (const word of words) {
    const lower = word.toLowerCase();
    if (isText && (STOP_WORDS.has(lower) || word.length < 2)) continue;
    if (word.length === 1) {
      letters.push(lower);
      parts.push(lower);
    } else if (isInitials(word)) {
      terms.push({ key: lower, kind: 'name', display: word.toUpperCase() });
      // "JS" alone is two initials; in "ADA OKAFOR" or "Jo Smith" it is a word.
      letters.push(words.length === 1 ? lower : lower[0]);
      parts.push(...(words.length === 1 ? [...lower] : [lower]));
    } else {
      for (const piece of lower.split('-'))
        terms.push({ key: stem(piece), kind: 'name', display: word });
      letters.push(lower[0]);
      parts.push(lower);
    }
  }
  if (parts.length === 0) return;
  const kind = isText ? 'text' : parts.every((p) => p.length === 1) ? 'initials' : 'person';
  if (kind === 'initials' && parts.length < 2) return;
  if (kind !== 'text' && words.length > 1) {
    const key = letters.join('');
    terms.push({ key, kind: 'name', display: key.toUpperCase() });
  }
  if (marks.some((m) => m.kind === kind && m.parts.join(' ') === parts.join(' '))) return;
  const display =
    kind === 'initials'
      ? parts.join('').toUpperCase()
      : kind === 'text'
        ? words.join(' ')
        : shownName(words, plain);
  marks.push({ kind, parts, display, terms, ...(from === 'holder' ? { uncued: true } : {}) });
}

/** "Ada Okafor", "J. Smith", "James O'Connor", and "ADA OKAFOR" as "Ada Okafor". */
function shownName(words: string[], plain: string): string {
  let shown = '';
  words.forEach((word, i) => {
    const next = words[i + 1];
    const space = i === 0 || shown.endsWith("'") ? '' : ' ';
    if (word.length === 1 && next && new RegExp(`\\b${word}['’]${next}\\b`, 'u').test(plain)) {
      shown += `${space}${word}'`;
      return;
    }
    const cased =
      word.length === 1
        ? `${word.toUpperCase()}.`
        : word === word.toUpperCase() && (word.length > 3 || words.length > 1)
          ? word[0] + word.slice(1).toLowerCase()
          : word;
    shown += space + cased;
  });
  return shown;
}
