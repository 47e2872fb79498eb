import { useState, type ReactNode } from 'react';
import { Box, Button, Grid, Paper, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useGetItemQuery, type Item } from '../../../api/enhancedApi';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser } from '../../../app/sessionSlice';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { StatusChip } from '../../../components/StatusChip';
import { ItemEditForm } from '../form/ItemEditForm';
import { ClaimsSection } from '../../office/claims/ClaimsSection';
import { ItemCustody } from '../../office/custody/ItemCustody';
import { ItemReference } from '../../office/custody/ItemReference';
import { PrintLabelButton } from '../../office/labels/PrintLabelButton';
import { CollectAt } from '../../office/desks/CollectAt';
import { formatDate } from '../../../app/dates';
import { DisposedBanner } from './DisposedBanner';
import { ItemImage } from './ItemImage';
import { ItemActions } from './ItemActions';
import { PossibleMatches } from './PossibleMatches';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

function ItemView({ item }: { item: Item }) {
  const viewer = useAppSelector(selectCurrentUser);
  const [editing, setEditing] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 5 }}>
          <ItemImage src={item.image} title={item.title} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          {editing ? (
            <ItemEditForm item={item} onDone={() => setEditing(false)} />
          ) : (
            <Stack spacing={2.5}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h4" component="h1">
                  {item.title}
                </Typography>
                <StatusChip status={item.status} size="medium" />
                <ItemReference reference={item.reference} />
              </Stack>
              <DisposedBanner item={item} />
              <Typography sx={{ whiteSpace: 'pre-line' }}>{item.description}</Typography>
              <CollectAt item={item} />
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                  gap: 2,
                  m: 0,
                }}
              >
                <Fact label="Status">{item.status}</Fact>
                <Fact label="Category">{item.category.name}</Fact>
                <Fact label="Location">{item.location}</Fact>
                <Fact label="Posted by">{item.postedBy.name}</Fact>
                <Fact label="Posted on">{formatDate(item.createdAt)}</Fact>
                {/* An imported item keeps the day the office's log says it was found (docs/product.md#importing-the-offices-log). */}
                {item.foundOn && (
                  <Fact label="Found on">{formatDate(item.foundOn, { utc: true })}</Fact>
                )}
                <Fact label="Keeper">{item.keeperName || 'Not Assigned'}</Fact>
                <Fact label="Claimed by">{item.claimedByName || 'Not Claimed'}</Fact>
              </Box>
              <ItemActions item={item} viewer={viewer} onEdit={() => setEditing(true)} />
              <PrintLabelButton item={item} viewer={viewer} />
            </Stack>
          )}
        </Grid>
      </Grid>
    </Paper>
  );
}

function ItemDetails({ id }: { id: string }) {
  const { data, isLoading, isError, isFetching, refetch } = useGetItemQuery({ id });
  const viewer = useAppSelector(selectCurrentUser);

  if (isLoading) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }} aria-busy="true" aria-label="Loading item">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Skeleton variant="rounded" height={320} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Skeleton width="60%" height={48} />
            <Skeleton />
            <Skeleton />
            <Skeleton width="80%" />
          </Grid>
        </Grid>
      </Paper>
    );
  }
  if (isError || !data) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 8 }}>
        <Typography variant="h6" component="h1">
          Item not found or failed to load.
        </Typography>
        <Button variant="contained" onClick={() => refetch()} disabled={isFetching}>
          Retry Fetch
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <ItemView item={data.item} />
      <ClaimsSection item={data.item} />
      <PossibleMatches item={data.item} viewer={viewer} />
      <ItemCustody item={data.item} />
    </Stack>
  );
}

/** The browse page (search, filter, page) the card was opened from; only a path on `/`. */
function browseUrlFrom(state: unknown): string {
  const url = (state as { browseUrl?: unknown } | null)?.browseUrl;
  return typeof url === 'string' && /^\/(\?|$)/.test(url) ? url : '/';
}

/** `/items/:id`: item details and its actions; viewable by visitors. */
export default function ItemDetailsPage() {
  const { id = '' } = useParams();
  const back = browseUrlFrom(useLocation().state);
  return (
    <Box>
      <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to items
      </Button>
      <ErrorBoundary
        resetKeys={[id]}
        fallback={({ reset }) => (
          <Box role="alert" sx={{ textAlign: 'center', py: 8 }}>
            <Typography variant="h5" component="h1" gutterBottom>
              Something went wrong
            </Typography>
            <Button variant="contained" onClick={reset}>
              Reload
            </Button>
          </Box>
        )}
      >
        <ItemDetails id={id} />
      </ErrorBoundary>
    </Box>
  );
}
