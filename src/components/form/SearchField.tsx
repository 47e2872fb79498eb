import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

/** docs/product.md#limits: search text is at most 200 characters. */
export const SEARCH_MAX = 200;

/** A search box: the magnifier in front, a search input of at most 200 characters. */
export function SearchField(props: Omit<TextFieldProps, 'slotProps'>) {
  return (
    <TextField
      {...props}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: SEARCH_MAX, type: 'search' },
      }}
    />
  );
}
