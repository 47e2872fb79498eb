import type { OwnershipQuestion } from '../../../api/enhancedApi';

/** openapi.yaml OwnershipQuestionList.maxItems. */
export const MAX_QUESTIONS = 3;

/** A row of the question editor; blank rows are left out when saving. */
export type QuestionDraft = { question: string; expectedAnswer: string };

export const toDrafts = (list: OwnershipQuestion[]): QuestionDraft[] =>
  list.map((q) => ({ question: q.question, expectedAnswer: q.expectedAnswer ?? '' }));

/** What is sent: trimmed, fully blank rows dropped, a blank expected answer left out. */
export const toQuestionList = (drafts: QuestionDraft[]): OwnershipQuestion[] =>
  drafts
    .map((d) => ({ question: d.question.trim(), expectedAnswer: d.expectedAnswer.trim() }))
    .filter((d) => d.question || d.expectedAnswer)
    .map((d) => (d.expectedAnswer ? d : { question: d.question }));

/** One message per row ('' when fine): an expected answer needs its question. */
export const draftErrors = (drafts: QuestionDraft[]): string[] =>
  drafts.map((d) =>
    !d.question.trim() && d.expectedAnswer.trim() ? 'Write the question, or remove it.' : '',
  );

export const sameQuestions = (a: OwnershipQuestion[], b: OwnershipQuestion[]) =>
  JSON.stringify(a) === JSON.stringify(b);
