import { Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useListDesksQuery } from '../../../api/enhancedApi';
import { LoadErrorAlert } from '../../../components/feedback/LoadErrorAlert';
import { ContactLink } from '../../../components/ContactLink';

/** `/desks` (docs/product.md#desks): where found items are kept and collected; linked from the footer. */
export default function DesksPage() {
  const { data, error, isLoading, isFetching, refetch } = useListDesksQuery();
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Lost &amp; Found desks
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Found items are kept at these desks. An item&apos;s page says which desk holds it; bring
        your ID when you collect it.
      </Typography>
      {error ? (
        <LoadErrorAlert action="load desks" error={error} onRetry={refetch} retrying={isFetching} />
      ) : null}
      {isLoading ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading desks">
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
        </Stack>
      ) : null}
      {data && !data.desks.length ? (
        <Typography color="text.secondary">No desks have been set up yet.</Typography>
      ) : null}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data?.desks.map((desk) => (
          <Paper component="li" variant="outlined" key={desk._id} sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              {desk.name}
            </Typography>
            <Typography>{desk.place}</Typography>
            <Typography color="text.secondary">{desk.hours}</Typography>
            <Typography>
              Contact: <ContactLink contact={desk.contact} />
            </Typography>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
