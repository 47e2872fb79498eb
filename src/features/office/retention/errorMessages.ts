import type { EndpointErrorMessages } from '../../../app/errorMessageTypes';

/** Toast texts for the retention calls (docs/product.md#retention): the screen shows them itself. */
export const retentionErrorMessages: EndpointErrorMessages = {
  // The due list shows its load failure with Retry; the Dispose dialog shows its failure inline.
  listDisposalDue: () => null,
  disposeItem: () => null,
};
