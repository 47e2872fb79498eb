import { lexFileName } from './lexFiles';

/** A WordNet pointer from a noun synset to another noun synset (others are not kept). */
export type Pointer = { symbol: string; target: number };

/** One line of `data.noun`, parsed. */
export type SynsetRecord = {
  /** Its byte offset in data.noun: WordNet's id for it. */
  id: number;
  /** Its lexicographer file, e.g. 'noun.artifact'. */
  lexFile: string;
  /** Its words, lower case, multiword ones joined by '_' ('key_ring'), most used first. */
  lemmas: string[];
  pointers: Pointer[];
  gloss: string;
};

/**
 * Pointer symbols read (docs/lexicon.md#what-is-read): '@' hypernym, '@i' instance hypernym, '%p'
 * part meronym (has part), '#p' part holonym (is part of), '%s' substance meronym (is made of),
 * '#s' substance holonym, '~' hyponym.
 */
const KEPT = new Set(['@', '@i', '%p', '#p', '%s', '#s', '~', '~i']);

/** Parses synset `id`'s line of data.noun; undefined when it is not that line. */
export function parseSynset(line: string, id: number): SynsetRecord | undefined {
  const bar = line.indexOf(' | ');
  const fields = (bar < 0 ? line : line.slice(0, bar)).trim().split(' ');
  if (Number(fields[0]) !== id) return undefined;
  const wordCount = parseInt(fields[3], 16);
  const lemmas: string[] = [];
  let at = 4;
  for (let w = 0; w < wordCount; w += 1, at += 2) {
    const lemma = fields[at].toLowerCase();
    if (!lemmas.includes(lemma)) lemmas.push(lemma);
  }
  const pointerCount = Number(fields[at]);
  at += 1;
  const pointers: Pointer[] = [];
  for (let p = 0; p < pointerCount; p += 1, at += 4) {
    const symbol = fields[at];
    if (fields[at + 2] === 'n' && KEPT.has(symbol)) {
      pointers.push({ symbol, target: Number(fields[at + 1]) });
    }
  }
  return {
    id,
    lexFile: lexFileName(Number(fields[1])),
    lemmas,
    pointers,
    gloss: bar < 0 ? '' : line.slice(bar + 3).trim(),
  };
}
