import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetSetupStatusQuery } from '../../../api/enhancedApi';
import { CREATE_ADMIN_COMMAND } from '../../../../shared/firstAdmin';

/**
 * A fresh portal's browse page (docs/product.md#first-run): no item at all, not merely none
 * matching a search. Visitors are asked to post the first one; while no admin account exists,
 * whoever runs the server reads how to create one (the same command the start logs).
 */
export function NoItemsYet() {
  // Asked only here, so a portal with items never asks.
  const { data } = useGetSetupStatusQuery();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <Typography variant="h6" component="h2">
        No items yet
      </Typography>
      <Typography color="text.secondary">
        Lost something, or found something on campus? Post the first item.
      </Typography>
      <Button component={RouterLink} to="/items/create" variant="contained">
        Post the first item
      </Button>
      {data?.needsFirstAdmin && (
        <Alert severity="info" sx={{ textAlign: 'left', maxWidth: 640 }}>
          <AlertTitle>Setting up this portal?</AlertTitle>
          There is no admin account yet. On the server, create the first one with{' '}
          <Box component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {CREATE_ADMIN_COMMAND}
          </Box>{' '}
          (or start the server with <code>ADMIN_EMAIL</code> and <code>ADMIN_PASSWORD</code> set).
        </Alert>
      )}
    </Stack>
  );
}
