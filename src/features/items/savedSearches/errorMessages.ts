import { errorStatus } from '../../../app/apiErrors';
import { failedTo } from '../../../app/errorTexts';
import { SAVED_SEARCH_TEXTS } from './savedSearch';
import type { EndpointErrorMessages } from '../../../app/errorMessageTypes';

/** The shared session-expiry flow (app/sessionExpiry.ts) has its own toast for a 401. */
const sessionEnded = (error: unknown) => errorStatus(error) === 401;

/** Toast texts for saved searches' failed calls, by operationId (the list shows its own). */
export const savedSearchesErrorMessages: EndpointErrorMessages = {
  createSavedSearch: (error) => {
    if (sessionEnded(error)) return null;
    if (errorStatus(error) === 409) return SAVED_SEARCH_TEXTS.limit;
    return failedTo('save search', error, { details: true });
  },
  listSavedSearches: () => null,
  deleteSavedSearch: (error) =>
    sessionEnded(error) ? null : failedTo('delete saved search', error),
};
