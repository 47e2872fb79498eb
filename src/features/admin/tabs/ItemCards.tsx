import { Link as RouterLink } from 'react-router-dom';
import { Chip, Link, Stack, Typography } from '@mui/material';
import { AssignKeeperButton } from '../AssignKeeperDialog';
import { ActivationSwitch } from '../shared/ActivationToggle';
import { PhoneCards } from '../shared/PhoneCards';
import { usDate } from '../shared/adminConstants';
import type { Item, ItemStatus, Pagination } from '../../../api/enhancedApi';

export const STATUS_COLOR: Record<ItemStatus, 'error' | 'success' | 'warning' | 'info'> = {
  Lost: 'error',
  Found: 'success',
  Claimed: 'warning',
  Returned: 'info',
};

type Props = {
  items: Item[] | undefined;
  pagination: Pagination | undefined;
  loading: boolean;
  search: { value: string; onChange: (value: string) => void };
  page: number;
  onPage: (page: number) => void;
  toggling: boolean;
  onToggle: (item: Item) => void;
  onAssign: (item: Item) => void;
};

/**
 * The admin Items tab on a phone (docs/product.md#admin-console): the same search, rows and
 * actions as the grid, one stacked card per item.
 */
export function ItemCards({ items, search, toggling, onToggle, onAssign, ...paging }: Props) {
  return (
    <PhoneCards
      label="Items"
      noun="items"
      rows={items}
      {...paging}
      search={{
        label: 'Search items',
        placeholder: 'Reference, title, description, location or category',
        ...search,
      }}
      emptyText="No items found."
      card={(item) => ({
        heading: (
          <>
            <Link
              component={RouterLink}
              to={`/items/${item._id}`}
              sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}
            >
              {item.title}
            </Link>
            <Chip
              size="small"
              variant="outlined"
              label={item.status}
              color={STATUS_COLOR[item.status]}
            />
          </>
        ),
        facts: [
          ['Reference', item.reference],
          ['Category', item.category.name],
          ['Posted by', item.postedBy.name],
          ['Keeper', item.keeperName ?? 'Not Assigned'],
          ['Created', usDate(item.createdAt)],
        ],
        actions: (
          <>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <ActivationSwitch
                checked={item.isActive}
                name={item.title}
                disabled={toggling}
                onToggle={() => onToggle(item)}
              />
              <Typography variant="body2">{item.isActive ? 'Active' : 'Inactive'}</Typography>
            </Stack>
            <AssignKeeperButton item={item} onAssign={onAssign} />
          </>
        ),
      })}
    />
  );
}
