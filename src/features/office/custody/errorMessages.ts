import { toastFailedTo } from '../../../app/errorTexts';
import type { EndpointErrorMessages } from '../../../app/errorMessageTypes';

/** Toast texts for the custody calls (docs/product.md#references-storage-and-custody). */
export const custodyErrorMessages: EndpointErrorMessages = {
  setItemStorage: toastFailedTo('save storage place', { details: true }),
  // The history section shows its own load failure, with Retry.
  getItemHistory: () => null,
};
