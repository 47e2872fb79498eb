import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { PhoneCards } from '../shared/PhoneCards';
import { usDate } from '../shared/adminConstants';
import { UserActiveSwitch } from './UserActiveSwitch';
import type { Pagination, User } from '../../../api/enhancedApi';

type Props = {
  users: User[] | undefined;
  pagination: Pagination | undefined;
  loading: boolean;
  search: { value: string; onChange: (value: string) => void };
  page: number;
  onPage: (page: number) => void;
  /** The signed-in admin, whose own switch is off. */
  meId: string | undefined;
  toggling: boolean;
  onToggle: (user: User) => void;
};

/**
 * The admin Users tab on a phone (docs/product.md#admin-console): the same search, rows and
 * actions as the grid, one stacked card per user.
 */
export function UserCards({ users, search, meId, toggling, onToggle, ...paging }: Props) {
  return (
    <PhoneCards
      label="Users"
      noun="users"
      rows={users}
      {...paging}
      search={{ label: 'Search users', placeholder: 'Name or email', ...search }}
      emptyText="No users found."
      card={(user) => ({
        heading: (
          <>
            <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>
              {user.name}
            </Box>
            <Chip
              size="small"
              label={user.role}
              color={user.role === 'user' ? 'default' : 'primary'}
            />
          </>
        ),
        facts: [
          ['Email', user.email],
          ['Joined', usDate(user.createdAt)],
        ],
        actions: (
          <>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <UserActiveSwitch
                user={user}
                own={user._id === meId}
                disabled={toggling}
                onToggle={() => onToggle(user)}
              />
              <Typography variant="body2">{user.isActive ? 'Active' : 'Inactive'}</Typography>
            </Stack>
            <Button
              size="small"
              component={RouterLink}
              to={`/users/${user._id}`}
              aria-label={`View ${user.name}`}
            >
              View
            </Button>
          </>
        ),
      })}
    />
  );
}
