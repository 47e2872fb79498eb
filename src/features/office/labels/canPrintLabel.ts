/** The signed-in user as the label controls need it. */
export type LabelViewer = { id: string; role: string } | null;

/** Keepers work the desk and admins run it: both print any label (docs/product.md#labels). */
export const isLabelStaff = (viewer: LabelViewer) =>
  viewer?.role === 'keeper' || viewer?.role === 'admin';

/** One item's label: keepers, admins and the item's poster, while the item is active. */
export const canPrintLabel = (
  item: { postedBy: { _id: string }; isActive: boolean },
  viewer: LabelViewer,
) =>
  !!viewer &&
  (viewer.role === 'admin' ||
    (item.isActive && (isLabelStaff(viewer) || item.postedBy._id === viewer.id)));
