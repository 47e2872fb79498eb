import { TextField, type TextFieldProps } from '@mui/material';
import type { Ref } from 'react';

type Props = Omit<TextFieldProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  /** Drop anything but digits as it is typed (the sign-up and reset code). */
  digitsOnly?: boolean;
  /** Wide letter spacing for a code that is the page's main field. */
  spaced?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** The 6-digit code field (sign-up, reset, email change, hand-over): numeric, 6 at most. */
export function CodeField({ onChange, digitsOnly, spaced, label = 'OTP', ...props }: Props) {
  return (
    <TextField
      label={label}
      placeholder="Enter 6-digit OTP"
      {...props}
      onChange={(event) =>
        onChange(
          digitsOnly ? event.target.value.replace(/\D/g, '').slice(0, 6) : event.target.value,
        )
      }
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          maxLength: 6,
          autoComplete: 'one-time-code',
          ...(spaced ? { style: { letterSpacing: '0.4em', fontSize: '1.25rem' } } : {}),
        },
      }}
    />
  );
}
