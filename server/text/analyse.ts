import { foldWords } from './foldWords';
import { stem } from './stem';
import { PHRASES } from './synonyms';
import { textTerms, wordTerms, type TermOptions, type TextTerm } from './textTerms';
import { correctWord } from './typos';
import type { Term } from './synonymEntry';

/**
 * The one text analyser (docs/matching-evaluation.md#the-shared-text-analyser): folding (accents,
 * apostrophes, hyphens, case), words, Porter2 stems, typo correction and synonyms, for matching
 * and for search. Its modes differ in two ways only:
 *
 * | mode    | misspelt list words put right | a synonym phrase gives                    |
 * | ------- | ----------------------------- | ----------------------------------------- |
 * | `match` | yes ("samsnug" is Samsung)    | its canonical terms only                  |
 * | `query` | yes                           | its canonical terms and its words' stems  |
 * | `index` | no: an index keeps what was written | its canonical terms and its words' stems |
 *
 * In `match`, "dark blue" is the colour navy and nothing else, so two reports do not also meet
 * on "dark"; a search index and its queries keep the words too, so the exact words still find
 * what was written.
 */
export type AnalyserMode = 'index' | 'query' | 'match';

const OPTIONS: Record<AnalyserMode, TermOptions> = {
  match: { correct: true, keepWords: false },
  query: { correct: true, keepWords: true },
  index: { correct: false, keepWords: true },
};

/** The terms of a text, each with its key (what is compared), kind and display. */
export function analyse(text: string, mode: AnalyserMode): TextTerm[] {
  return textTerms(text, [], OPTIONS[mode]);
}

/** One word as a search index reads it, with no phrase around it. */
export type AnalysedWord = {
  /** Folded: no accents, lower case. */
  folded: string;
  /** What a misspelt list word stands for (`query` and `match` only). */
  corrected?: string;
  /** The Porter2 stem of the (corrected) word. */
  stem: string;
  /** The canonical terms the word stands for alone ("rucksack": backpack, bag). */
  synonyms: Term[];
};

/**
 * The words of a text one by one: fold, correct (by mode), stem and single-word synonyms. A
 * search index that keeps words rather than terms reads this; phrases of several words ("dark
 * blue") need `analyse`.
 */
export function analyseWords(text: string, mode: AnalyserMode): AnalysedWord[] {
  return foldWords(text).map((folded) => {
    const corrected = OPTIONS[mode].correct ? correctWord(folded) : undefined;
    const word = corrected ?? folded;
    return {
      folded,
      ...(corrected ? { corrected } : {}),
      stem: wordTerms(word)[0]?.key ?? stem(word),
      synonyms: PHRASES.get(word) ?? [],
    };
  });
}
