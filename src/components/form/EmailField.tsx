import { TextField, type TextFieldProps } from '@mui/material';

type Props = Omit<TextFieldProps, 'onChange' | 'value' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
};

/** The required "Email" field of the sign-in, sign-up and profile forms. */
export function EmailField({ onChange, ...props }: Props) {
  return (
    <TextField
      label="Email"
      name="email"
      autoComplete="email"
      required
      {...props}
      type="email"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
