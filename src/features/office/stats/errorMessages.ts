import type { EndpointErrorMessages } from '../../../app/errorMessageTypes';

/** Toast texts for the public figures (docs/product.md#public-figures). */
export const statsErrorMessages: EndpointErrorMessages = {
  // The page shows its own load failure, with Retry.
  getPublicStats: () => null,
};
