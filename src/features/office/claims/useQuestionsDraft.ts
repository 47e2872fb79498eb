import { useMemo, useState } from 'react';
import { useGetItemQuestionsQuery, useSetItemQuestionsMutation } from '../../../api/enhancedApi';
import {
  draftErrors,
  sameQuestions,
  toDrafts,
  toQuestionList,
  type QuestionDraft,
} from './questionDrafts';

/**
 * The ownership questions of the post and edit forms (docs/product.md#office): the saved ones
 * (read when `itemId` is given and `load` is on), the rows as edited, and saving them after the
 * item itself is saved, only when they changed.
 */
export function useQuestionsDraft(itemId?: string, load = true) {
  const query = useGetItemQuestionsQuery({ id: itemId ?? '' }, { skip: !itemId || !load });
  const saved = useMemo(() => toDrafts(query.data?.questions ?? []), [query.data]);
  const [edited, setEdited] = useState<QuestionDraft[] | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [setItemQuestions, saving] = useSetItemQuestionsMutation();
  const drafts = edited ?? saved;

  const setDrafts = (next: QuestionDraft[]) => {
    setEdited(next);
    // Once shown, a message clears as soon as its row is put right.
    if (errors.some(Boolean)) setErrors(draftErrors(next));
  };

  /** True when every row may be saved. */
  const validate = () => {
    const found = draftErrors(drafts);
    setErrors(found);
    return found.every((e) => !e);
  };

  /** Saves the questions of item `id` if they changed; false when saving failed (toasted). */
  const save = async (id: string) => {
    const next = toQuestionList(drafts);
    if (sameQuestions(next, toQuestionList(saved))) return true;
    try {
      await setItemQuestions({ id, ownershipQuestionList: { questions: next } }).unwrap();
      return true;
    } catch {
      return false;
    }
  };

  return {
    drafts,
    setDrafts,
    errors,
    validate,
    save,
    saving: saving.isLoading,
    loading: query.isLoading,
    loadError: query.error,
    retry: query.refetch,
    retrying: query.isFetching,
  };
}

export type QuestionsDraft = ReturnType<typeof useQuestionsDraft>;
