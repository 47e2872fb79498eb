/** What erased data reads as afterwards (docs/product.md#privacy). */
export const DELETED_NAME = 'Deleted user';
export const DELETED_TEXT = '[deleted]';
export const REMOVED_TEXT = "Removed at the owner's request";
/** The title of a kept item whose text the admin chose to blank (docs/product.md#privacy). */
export const BLANKED_TITLE = 'Item (details removed)';
