import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useSearchItemsQuery, type Item } from '../../../api/enhancedApi';
import { PageMessage } from '../../../components/feedback/PageMessage';
import { TryAgain } from '../../../components/feedback/TryAgain';
import { PageNumbers } from '../../../components/PageNumbers';

const PAGE_SIZE = 10;

type Props = {
  selected: Item[];
  full: boolean;
  onToggle: (item: Item, checked: boolean) => void;
};

/** The items to choose from: the browse search (a reference finds its item), ten at a time. */
export function LabelItemPicker({ selected, full, onToggle }: Props) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const {
    data: last,
    currentData,
    isLoading,
    isFetching,
    isError,
    refetch,
  } = useSearchItemsQuery({
    page,
    limit: PAGE_SIZE,
    ...(search ? { search } : {}),
  });
  // While a new search loads, the last list stays on screen (marked busy).
  const data = currentData ?? last;
  const chosen = new Set(selected.map((item) => item._id));

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(text.trim());
    setPage(1);
  };

  let list;
  if (isLoading) {
    list = (
      <Stack spacing={1} aria-busy="true" aria-label="Loading items">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={40} />
        ))}
      </Stack>
    );
  } else if (isError) {
    list = (
      <PageMessage text="The items could not be loaded." action={<TryAgain onClick={refetch} />} />
    );
  } else if (!data?.items.length) {
    list = (
      <PageMessage text={search ? `No items match "${search}".` : 'There are no items yet.'} />
    );
  } else {
    list = (
      <Box component="ul" aria-label="Items to label" aria-busy={isFetching} sx={{ p: 0, m: 0 }}>
        {data.items.map((item) => {
          const checked = chosen.has(item._id);
          return (
            <Box component="li" key={item._id} sx={{ listStyle: 'none' }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(_e, next) => onToggle(item, next)}
                  />
                }
                label={
                  <span>
                    {item.title}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {item.reference} · {item.status} · {item.category.name}
                    </Typography>
                  </span>
                }
              />
            </Box>
          );
        })}
      </Box>
    );
  }

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        role="search"
        aria-label="Find items to label"
        direction="row"
        spacing={1}
        onSubmit={onSearch}
      >
        <TextField
          label="Title or reference"
          size="small"
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ flexGrow: 1, maxWidth: 420 }}
        />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
          Search
        </Button>
      </Stack>
      {list}
      <PageNumbers page={page} totalPages={data?.pagination.totalPages ?? 0} onChange={setPage} />
    </Stack>
  );
}
