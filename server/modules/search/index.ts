/** The search module's public entry: what other modules (health, saved searches, admin) may use. */
export { searchIndexServiceOf } from './searchIndex/searchIndexService';
// The search's reading of words, for saved searches (docs/product.md#saved-searches).
export { isPrefix, searchTokens } from './searchQuery';
export { fold, wordsOf } from './searchIndex/words';
// A typed reference finds its item exactly (docs/product.md#references-storage-and-custody).
export { itemByReference } from './referenceSearch';
