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
