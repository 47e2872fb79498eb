import { validationError } from '../../errors';

/** Ownership questions as stored in `items.ownership_json` (docs/product.md#office). */
export type OwnershipQuestion = { question: string; expectedAnswer?: string };

export function parseQuestions(json: string | null | undefined): OwnershipQuestion[] {
  if (!json) return [];
  try {
    const list: unknown = JSON.parse(json);
    if (!Array.isArray(list)) return [];
    return list.filter(
      (q): q is OwnershipQuestion =>
        typeof q === 'object' &&
        q !== null &&
        typeof (q as OwnershipQuestion).question === 'string',
    );
  } catch {
    return [];
  }
}

/** What anyone may see: the question texts, in order. */
export function publicQuestions(json: string | null | undefined): string[] {
  return parseQuestions(json).map((q) => q.question);
}

/** openapi.yaml OwnershipQuestionList.maxItems (and IntakeForm.ownershipQuestions). */
export const MAX_QUESTIONS = 3;

/**
 * The list as stored (docs/product.md#office): trimmed; a blank question is refused, a blank
 * expected answer is left out. `field` names the list in the 400's details.
 */
export function normalizeQuestions(
  list: OwnershipQuestion[],
  field = 'questions',
): OwnershipQuestion[] {
  if (list.length > MAX_QUESTIONS) {
    throw validationError(field, `At most ${MAX_QUESTIONS} questions.`);
  }
  return list.map((q, i) => {
    const question = q.question.trim();
    if (!question) throw validationError(`${field}[${i}].question`, 'Please write the question.');
    const expectedAnswer = q.expectedAnswer?.trim();
    return expectedAnswer ? { question, expectedAnswer } : { question };
  });
}

/** The `questions-set` event's words: "2 ownership questions set". */
export const questionsSetDetails = (count: number) =>
  count
    ? `${count} ownership question${count === 1 ? '' : 's'} set`
    : 'Ownership questions removed';
