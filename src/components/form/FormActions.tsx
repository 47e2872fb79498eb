import { Button, Stack, type ButtonProps } from '@mui/material';

type SubmitProps = {
  busy: boolean;
  /** The label, and the one shown while the request runs ("Saving..."). */
  label: string;
  busyLabel: string;
  /** Disable without the busy label (e.g. waiting for a redirect). */
  disabled?: boolean;
} & Pick<ButtonProps, 'size' | 'fullWidth' | 'color' | 'sx'>;

/** A form's contained submit button that says what it is doing. */
export function SubmitButton({ busy, label, busyLabel, disabled, ...props }: SubmitProps) {
  return (
    <Button type="submit" variant="contained" disabled={busy || disabled} {...props}>
      {busy ? busyLabel : label}
    </Button>
  );
}

/** Submit, and Cancel when there is somewhere to go back to; both wait while busy. */
export function FormActions({ onCancel, ...submit }: SubmitProps & { onCancel?: () => void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignSelf: 'flex-start' }}>
      <SubmitButton {...submit} />
      {onCancel && (
        <Button size={submit.size} onClick={onCancel} disabled={submit.busy || submit.disabled}>
          Cancel
        </Button>
      )}
    </Stack>
  );
}
