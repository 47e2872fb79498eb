import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, Link, Typography } from '@mui/material';
import { useCampusSettings } from '../../app/campusSettings';

const FOOTER_LINKS = [
  ['/stats', 'Figures'],
  ['/desks', 'Desks'],
  ['/accessibility', 'Accessibility'],
  ['/privacy', 'Privacy'],
] as const;

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
          {FOOTER_LINKS.map(([to, label]) => (
            <Link key={to} component={RouterLink} to={to} variant="body2">
              {label}
            </Link>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          © 2025 Lost &amp; Found. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
