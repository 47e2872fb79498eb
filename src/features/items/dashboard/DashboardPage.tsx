import { useState } from 'react';
import {
  Box,
  Button,
  Grid,
  Paper,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PersonIcon from '@mui/icons-material/PersonOutlineOutlined';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import BellIcon from '@mui/icons-material/NotificationsNoneOutlined';
import ListIcon from '@mui/icons-material/ViewList';
import GridIcon from '@mui/icons-material/ViewModule';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { useGetMyItemsQuery, type Item } from '../../../api/enhancedApi';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectCurrentUser } from '../../../app/sessionSlice';
import { dashboardViewChosen, selectDashboardView } from '../../../app/preferencesSlice';
import { ItemCard, ItemCardSkeleton } from '../shared/ItemCard';
import { ItemEditForm } from '../form/ItemEditForm';
import { PageMessage } from '../../../components/feedback/PageMessage';
import { TryAgain } from '../../../components/feedback/TryAgain';
import { PageNumbers } from '../../../components/PageNumbers';
import { PageHeading } from '../../../components/layout/PageHeading';
import { SavedSearchesSection } from '../savedSearches/SavedSearchesSection';
import { MyItemRow } from './MyItemRow';
import { MyItemControls } from './MyItemControls';
import { DeleteItemDialog } from './DeleteItemDialog';

const DASHBOARD_PAGE_SIZE = 10;

const links = [
  { to: '/items/create', label: 'Add New Item', icon: <AddIcon />, primary: true },
  { to: '/profile', label: 'Profile', icon: <PersonIcon /> },
  { to: '/conversations', label: 'Messages', icon: <ChatIcon /> },
  { to: '/notifications', label: 'Notifications', icon: <BellIcon /> },
];
// Keepers and admins print label sheets (docs/product.md#labels).
const staffLinks = [
  { to: '/office/labels', label: 'Print Labels', icon: <PrintIcon />, primary: false },
];

/** `/dashboard`: my items (posted, claimed or kept) with edit, delete and the hand-over. */
export default function DashboardPage() {
  const dispatch = useAppDispatch();
  const viewer = useAppSelector(selectCurrentUser);
  const view = useAppSelector(selectDashboardView);
  // Set by /verify-otp after a registration code: the account's first sign-in.
  const firstSignIn =
    (useLocation().state as { firstSignIn?: unknown } | null)?.firstSignIn === true;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const { data, isLoading, isError, refetch } = useGetMyItemsQuery({
    page,
    limit: DASHBOARD_PAGE_SIZE,
  });
  const items = data?.items ?? [];
  const totalPages = data?.pagination.totalPages ?? 0;

  const controls = (item: Item) => ({
    item,
    viewer,
    onEdit: () => setEditingId(item._id),
    onDelete: () => setDeleting(item),
  });
  const editor = (item: Item) => (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <ItemEditForm item={item} onDone={() => setEditingId(null)} />
    </Paper>
  );

  const greeting = `${firstSignIn ? 'Welcome' : 'Welcome back'}${viewer?.name ? `, ${viewer.name}` : ''}`;
  return (
    <Box>
      <PageHeading
        title="My Dashboard"
        subtitle={`${greeting}. Items you posted, claimed or keep.`}
        actions={
          <ToggleButtonGroup
            value={view}
            exclusive
            size="small"
            aria-label="Dashboard view"
            onChange={(_e, next) => next && dispatch(dashboardViewChosen(next))}
          >
            <ToggleButton value="list" aria-label="List view">
              <ListIcon />
            </ToggleButton>
            <ToggleButton value="card" aria-label="Card view">
              <GridIcon />
            </ToggleButton>
          </ToggleButtonGroup>
        }
      />

      <Stack
        direction="row"
        component="nav"
        aria-label="Dashboard links"
        sx={{ gap: 1, flexWrap: 'wrap', mb: 3 }}
      >
        {[
          ...links,
          ...(viewer?.role === 'keeper' || viewer?.role === 'admin' ? staffLinks : []),
        ].map((link) => (
          <Button
            key={link.to}
            component={RouterLink}
            to={link.to}
            startIcon={link.icon}
            variant={link.primary ? 'contained' : 'outlined'}
          >
            {link.label}
          </Button>
        ))}
      </Stack>

      {isLoading ? (
        view === 'list' ? (
          <Stack spacing={2} aria-busy="true" aria-label="Loading your items">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={120} />
            ))}
          </Stack>
        ) : (
          <Grid container spacing={3} aria-busy="true" aria-label="Loading your items">
            {Array.from({ length: 4 }, (_, i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <ItemCardSkeleton />
              </Grid>
            ))}
          </Grid>
        )
      ) : isError && !data ? (
        <PageMessage
          text="Your items could not be loaded."
          action={<TryAgain onClick={refetch} />}
        />
      ) : items.length === 0 ? (
        <PageMessage
          text="You have no items yet."
          action={
            <Button
              component={RouterLink}
              to="/items/create"
              variant="contained"
              startIcon={<AddIcon />}
            >
              Post your first item
            </Button>
          }
        />
      ) : view === 'list' ? (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="My items">
          {items.map((item) =>
            item._id === editingId ? (
              <Box component="li" key={item._id} sx={{ listStyle: 'none' }}>
                {editor(item)}
              </Box>
            ) : (
              <MyItemRow key={item._id} {...controls(item)} />
            ),
          )}
        </Stack>
      ) : (
        <Grid container spacing={3} aria-label="My items">
          {items.map((item) =>
            item._id === editingId ? (
              <Grid key={item._id} size={12}>
                {editor(item)}
              </Grid>
            ) : (
              <Grid key={item._id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <ItemCard item={item} actions={<MyItemControls {...controls(item)} />} />
              </Grid>
            ),
          )}
        </Grid>
      )}

      <PageNumbers
        page={page}
        totalPages={totalPages}
        onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      />

      <SavedSearchesSection />

      <DeleteItemDialog item={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}
