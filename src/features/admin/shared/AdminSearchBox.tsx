import { TextField, type TextFieldProps } from '@mui/material';

/** An admin list's search: its label and hint, and the text as typed (the query debounces it). */
export type AdminSearch = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
};

/** The search box above an admin list: in the grid's toolbar, or above the phone's cards. */
export function AdminSearchBox({
  search,
  ...layout
}: { search: AdminSearch } & Pick<TextFieldProps, 'sx' | 'fullWidth'>) {
  return (
    <TextField
      label={search.label}
      placeholder={search.placeholder}
      size="small"
      value={search.value}
      onChange={(event) => search.onChange(event.target.value)}
      {...layout}
    />
  );
}
