import { Autocomplete, TextField } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';

/** The contract's limit for a storage place. */
const MAX_LENGTH = 200;

type Props = {
  /** The desk's storage places, offered as suggestions. */
  places: string[];
  value: string;
  onChange: (value: string) => void;
  label?: string;
  helperText?: string;
  disabled?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * A storage place: picked from the desk's list or typed freely (docs/product.md#desks), on the
 * item's storage panel, the walk-in form and the queue's Move dialog.
 */
export function StoragePlaceField({
  places,
  value,
  onChange,
  label = 'Storage place (optional)',
  helperText,
  disabled,
  sx,
}: Props) {
  return (
    <Autocomplete
      freeSolo
      options={places}
      inputValue={value}
      onInputChange={(_event, next) => onChange(next)}
      disabled={disabled}
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: MAX_LENGTH },
          }}
        />
      )}
    />
  );
}
