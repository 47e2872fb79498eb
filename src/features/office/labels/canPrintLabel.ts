/** The signed-in user as the label controls need it. */
export type LabelViewer = { id: string; role: string } | null;

/** Keepers work the desk and admins run it: both print any label (docs/product.md#labels). */
export const isLabelStaff = (viewer: LabelViewer) =>
  viewer?.role === 'keeper' || viewer?.role === 'admin';

/** What the label rule reads of an item: a closed report or a disposed item has no label. */
type Labelled = {
  postedBy: { _id: string };
  isActive: boolean;
  closedAs?: unknown;
  disposal?: unknown;
};

/**
 * One item's label: keepers, admins and the item's poster, while the item is active; never for
 * a Lost report its owner closed nor an item the office disposed of (nothing is on a shelf).
 */
export const canPrintLabel = (item: Labelled, viewer: LabelViewer) =>
  !!viewer &&
  !item.closedAs &&
  !item.disposal &&
  (viewer.role === 'admin' ||
    (item.isActive && (isLabelStaff(viewer) || item.postedBy._id === viewer.id)));
