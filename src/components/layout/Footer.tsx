import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, Link, Typography } from '@mui/material';
import { useCampusSettings } from '../../app/campusSettings';

/**
 * docs/product.md#shared-layout: the footer's brand and the campus name, exact copyright line, the
 * public figures, the desks, the accessibility statement and the privacy notice.
 */
export function Footer() {
  const { campusName } = useCampusSettings();
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', py: 3, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <Box sx={{ textAlign: { xs: 'center', sm: 'left' }, overflowWrap: 'anywhere' }}>
          <Typography sx={{ fontWeight: 700 }}>Lost &amp; Found</Typography>
          <Typography variant="body2" color="text.secondary">
            {campusName}
          </Typography>
        </Box>
        <Box component="nav" aria-label="Footer" sx={{ display: 'flex', gap: 2 }}>
          <Link component={RouterLink} to="/stats" variant="body2">
            Figures
          </Link>
          <Link component={RouterLink} to="/desks" variant="body2">
            Desks
          </Link>
          <Link component={RouterLink} to="/accessibility" variant="body2">
            Accessibility
          </Link>
          <Link component={RouterLink} to="/privacy" variant="body2">
            Privacy
          </Link>
        </Box>
        <Typography variant="body2" color="text.secondary">
          © 2025 Lost &amp; Found. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
