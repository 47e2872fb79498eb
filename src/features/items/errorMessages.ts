import type { EndpointErrorMessages } from '../../app/errorMessageTypes';

/** Toast texts (SPEC §8) for this feature's failed API calls, by operationId. */
export const itemsErrorMessages: EndpointErrorMessages = {};
