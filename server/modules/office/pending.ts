import { ApiError } from '../../errors';
import type { Handlers } from '../types';

/*
 * TEMPORARY while issue 13 is being built: the office operations not written yet answer 501.
 * Each part removes its operations from here as it implements them; the file goes when empty.
 */
const notYet = () => {
  throw new ApiError(500, 'INTERNAL_ERROR', 'Not implemented yet.');
};

export function officePendingHandlers() {
  return {
    getItemQuestions: notYet,
    setItemQuestions: notYet,
    listItemClaims: notYet,
    approveClaim: notYet,
    declineClaim: notYet,
    setItemStorage: notYet,
    getItemHistory: notYet,
    getItemLabel: notYet,
    printLabels: notYet,
    disposeItem: notYet,
    listDisposalDue: notYet,
    getPublicStats: notYet,
  } satisfies Partial<Handlers>;
}
