import { Switch } from '@mui/material';
import { showToast } from '../../../app/toasts';
import { useConfirmedAction } from './useConfirmedAction';
import type { FailedAction } from '../../../app/errorTexts';
import type { ReportFailure } from './useErrorBanner';

type Row = { _id: string; isActive: boolean };

type Options<R extends Row> = {
  /** The toggle mutation's trigger (RTK Query), answered with a message to toast. */
  toggle: (arg: { id: string }) => { unwrap: () => Promise<{ message: string }> };
  noun: 'user' | 'item';
  /** What happens to the row, e.g. `"Keys" will be hidden from the public listing.` */
  consequence: (row: R) => string;
  report: ReportFailure;
};

/**
 * The admin's activation toggle for users and items: the switch asks first, then toggles; a
 * failure is reported as "Failed to toggle <noun> activation: …".
 */
export function useActivationToggle<R extends Row>({
  toggle,
  noun,
  consequence,
  report,
}: Options<R>) {
  const failed: FailedAction = `toggle ${noun} activation`;
  return useConfirmedAction<R>(
    async (row) => {
      try {
        const result = await toggle({ id: row._id }).unwrap();
        showToast(result.message, 'success');
      } catch (err) {
        report(failed, err);
      }
    },
    (row) => ({
      title: row.isActive ? `Deactivate ${noun}?` : `Activate ${noun}?`,
      message: consequence(row),
      confirmLabel: row.isActive ? 'Deactivate' : 'Activate',
    }),
  );
}

/** The switch in a row's "Active" column. */
export function ActivationSwitch({
  checked,
  name,
  disabled,
  onToggle,
}: {
  checked: boolean;
  name: string;
  disabled?: boolean;
  onToggle: () => void;
}) {
  return (
    <Switch
      checked={checked}
      disabled={disabled}
      onChange={onToggle}
      slotProps={{ input: { 'aria-label': `Toggle activation for ${name}` } }}
    />
  );
}
