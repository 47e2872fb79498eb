import { useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

type Props = Omit<TextFieldProps, 'type' | 'onChange' | 'autoComplete'> & {
  value: string;
  onChange: (value: string) => void;
  /** A password being chosen (autocomplete "new-password") rather than the current one. */
  isNew?: boolean;
};

/** A required password TextField with a show/hide toggle (docs/product.md, /login). */
export function PasswordField({ onChange, isNew, ...props }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      required
      {...props}
      type={shown ? 'text' : 'password'}
      autoComplete={isNew ? 'new-password' : 'current-password'}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? 'Hide password' : 'Show password'}
                onClick={() => setShown((value) => !value)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
