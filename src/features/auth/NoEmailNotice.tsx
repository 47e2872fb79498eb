import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { ERROR_TEXTS } from '../../app/errorTexts';

/**
 * `/verify-otp` opened without its `email` (a link cut short, a bookmark): the code cannot be
 * checked, so the page says why and offers the ways on instead of waiting for nothing
 * (docs/product.md#screens).
 */
export function NoEmailNotice() {
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', py: { xs: 1, sm: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        Verify Your Email
      </Typography>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error" sx={{ width: '100%' }}>
          {ERROR_TEXTS.noEmail}. Open the link from your registration again, or start over.
        </Alert>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/register" variant="contained">
            Register
          </Button>
          <Button component={RouterLink} to="/login" variant="outlined">
            Login
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
