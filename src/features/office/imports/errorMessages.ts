import type { EndpointErrorMessages } from '../../../app/errorMessageTypes';

/**
 * Toast texts for the office's import (docs/product.md#importing-the-offices-log): the page
 * shows every failure itself, in the step it belongs to.
 */
export const importsErrorMessages: EndpointErrorMessages = {
  listImports: () => null,
  uploadImport: () => null,
  getImport: () => null,
  setImportMapping: () => null,
  startImport: () => null,
  undoImport: () => null,
};
