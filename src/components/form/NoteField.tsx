import { TextField } from '@mui/material';

/** docs/product.md#closing-a-lost-report and #retention: a note is at most 500 characters. */
export const NOTE_MAX = 500;

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** After the count, e.g. "e.g. “to the Red Cross”". */
  example?: string;
};

/** An optional note on an action (closing a report, disposing of items), with its count. */
export function NoteField({ value, onChange, example }: Props) {
  const count = `${value.length}/${NOTE_MAX}`;
  return (
    <TextField
      label="Note (optional)"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={2}
      helperText={example ? `${count}, ${example}` : count}
      slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
    />
  );
}
