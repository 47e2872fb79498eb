import type { EndpointErrorMessages } from '../../../app/errorMessageTypes';

/**
 * Toast texts for the keeper's queue and walk-in intake (docs/product.md#desks-and-the-queue):
 * each screen shows its own failures (the list with Retry, the dialogs and the form inline).
 */
export const queueErrorMessages: EndpointErrorMessages = {
  listOfficeQueue: () => null,
  bulkMoveItems: () => null,
  bulkDisposeItems: () => null,
  intakeItem: () => null,
};
