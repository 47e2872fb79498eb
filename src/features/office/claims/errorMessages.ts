import { toastFailedTo } from '../../../app/errorTexts';
import type { EndpointErrorMessages } from '../../../app/errorMessageTypes';

/** Toast texts for the claim review calls (docs/product.md#ownership-questions-and-claim-review). */
export const claimsErrorMessages: EndpointErrorMessages = {
  // The question editor and the claims section show their own load failures, with Retry.
  getItemQuestions: () => null,
  listItemClaims: () => null,
  setItemQuestions: toastFailedTo('save ownership questions', { details: true }),
  approveClaim: toastFailedTo('approve claim'),
  declineClaim: toastFailedTo('decline claim'),
};
