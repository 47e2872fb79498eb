/** The matching module's public entry: its durable jobs (server/modules/jobHandlers.ts). */
export { matchingJobs } from './jobs';
/** Whom a disposal warning concerns (docs/product.md#retention): pairs that would alert. */
export { lostOwnersMatchedTo } from './lostOwnersRepository';
/** The reports a Found item's hand-over closes (docs/product.md#closing-a-lost-report). */
export { reportsOfOwnerMatchedTo } from './lostOwnersRepository';
/** The Found items a Lost report's close prompt may name (docs/product.md#closing-a-lost-report). */
export { foundItemsMatchedTo } from './lostOwnersRepository';
export { ALERT_THRESHOLD } from './score';
/** "I found this": the pair and the owner's alert, in the post's transaction (docs/product.md#i-found-this). */
export { pairFoundFor } from './foundForPair';
