import { showToast } from '../../../app/toasts';
import { useConfirmedAction } from './useConfirmedAction';
import type { ReportFailure } from './useErrorBanner';

type Removal = 'delete place' | 'delete desk' | 'deactivate category';

type Options<R> = {
  /** The delete mutation's trigger for one row, unwrapped. */
  remove: (row: R) => Promise<unknown>;
  /** What follows for the row, e.g. `"Library" will no longer be suggested…`. */
  consequence: (row: R) => string;
  report: ReportFailure;
};

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Deleting (or deactivating) one row of an admin list, confirmed first ("Delete place?",
 * "Delete"); done, it is toasted (`Place "Library" deleted`); a failure goes to the tab's banner
 * as "Failed to delete place: …".
 */
export function useConfirmedRemoval<R extends { name: string }>(
  removal: Removal,
  { remove, consequence, report }: Options<R>,
) {
  const [verb, noun] = removal.split(' ');
  return useConfirmedAction<R>(
    async (row) => {
      try {
        await remove(row);
        showToast(`${capitalized(noun)} "${row.name}" ${verb}d`, 'success');
      } catch (err) {
        report(removal, err);
      }
    },
    (row) => ({
      title: `${capitalized(verb)} ${noun}?`,
      message: consequence(row),
      confirmLabel: capitalized(verb),
    }),
  );
}
