import { Stack } from '@mui/material';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser } from '../../../app/sessionSlice';
import { FinderBox } from '../intake/FinderBox';
import { HistoryPanel } from './HistoryPanel';
import { StoragePanel } from './StoragePanel';
import type { Item } from '../../../api/enhancedApi';

/** The item page's finder, storage place and history, each for whom it concerns. */
export function ItemCustody({ item }: { item: Item }) {
  const viewer = useAppSelector(selectCurrentUser);
  return (
    <Stack spacing={3}>
      <FinderBox item={item} />
      <StoragePanel item={item} viewer={viewer} />
      <HistoryPanel item={item} viewer={viewer} />
    </Stack>
  );
}
