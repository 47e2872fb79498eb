/** The items module's public entry: what other modules (admin, claims, matching, …) may use. */
export { fetchItemsByIds, withItems } from './itemsByIds';
export { ITEM_GONE, isAdmin, viewItem, visibleItem } from './itemAccess';
// Labels printed by the office, and the items' moves (docs/product.md#desks-and-the-queue).
export { markLabelled } from './custody/markLabelled';
export { storagePlacesOf } from './custody/storagePlacesRepository';
export { inCustody } from './custody/inCustody';
// The claims module (docs/product.md#office) reads items, asks who may claim one, and claims it
// through these; the writes of its table stay here (the claimant, the status, the questions).
export { claimIfOpen, findItem } from './repository';
export { unclaim } from './handoverRepository';
export { statusBeforeUnknownClaim } from './statusRules';
export { claimRefusal } from './handOverRoles';
// Who acts for the office on an item (docs/product.md#who-acts-for-the-office).
export { actsForOfficeAt, canActForOffice, dutyDesks } from './officeDuty';
export { lockItemForClaim, saveOwnershipJson } from './ownershipRepository';
export {
  normalizeQuestions,
  parseQuestions,
  questionsSetDetails,
  type OwnershipQuestion,
} from './ownershipQuestions';
export { toItem, type Item } from './serialize';
// An erasure rewrites an older `handed-in` event that stored the finder's name
// (docs/product.md#privacy).
export { handedInFor } from './intake/intakeRecord';
// The search module reads items as pages show them, and references
// (docs/product.md#references-storage-and-custody).
export { itemViews, type ItemView } from './repository';
export { formatReference, parseReference } from './reference';
export {
  importUndoBlocker,
  importedReferences,
  insertImportedItems,
  removeImportedItems,
  type ImportedItemInput,
} from './importedItems';
export { itemViewByRefNo } from './referenceRepository';
export {
  type ItemSort,
  ITEMS,
  activeItemsByStatus,
  countItems,
  countUserItems,
  findItemFlag,
  warmItemSortRanks,
  itemCounts,
  itemSortKeys,
  pageOfItemIds,
  pageOfUserItemIds,
  perDay,
  setItemActive,
  topPosters,
} from './adminRepository';
// Retention and public figures (docs/product.md#retention, docs/product.md#public-figures).
export {
  countDueItems,
  disposalBatch,
  disposeIfOpen,
  markDisposalWarned,
  pageOfDueItems,
  unwarnedDueBy,
  type BatchItem,
  type Disposal,
} from './disposalRepository';
export { recentReturns, statsGroups } from './publicStatsRepository';
// Photos no row points at any more, and the durable job that deletes what an outage left
// (docs/architecture.md#durable-jobs).
export { discardPhotos, photoJobLimits, photoJobs } from './photoCleanup';
