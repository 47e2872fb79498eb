/**
 * Text as matching and search read it (docs/matching-evaluation.md#the-shared-text-analyser):
 * a neutral home that any module may import.
 */
export { analyse, analyseWords, type AnalysedWord, type AnalyserMode } from './analyse';
export { foldAccents, foldCase, foldWords, foldName } from './foldWords';
export { stem } from './stem';
export { correctWord } from './typos';
export { oneSlipApart, deletionKeys } from './slips';
export { isEnglishWord } from './dictionary';
export type { TextTerm } from './textTerms';
export type { Term, TermKind } from './synonymEntry';
export { givenNameForms, sameGivenName } from './nicknames';
export { documentSpelling, plainLetters } from './personName';
