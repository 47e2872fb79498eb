import { useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Box, Container } from '@mui/material';
import { ErrorBoundary } from '../ErrorBoundary';
import { useCampusSettings } from '../../app/campusSettings';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { useRouteFocus } from './useRouteFocus';

/** docs/product.md#shared-layout: every page sits between the navbar and the footer; toasts come from AppProviders. */
export function Layout() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main, pathname, useCampusSettings().campusName);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Navbar />
      <Container
        ref={main}
        component="main"
        maxWidth="lg"
        sx={{ flexGrow: 1, py: { xs: 2, md: 4 } }}
      >
        {/* A page that fails to render is contained here; moving to another page retries. */}
        <ErrorBoundary resetKeys={[pathname]}>
          <Outlet />
        </ErrorBoundary>
      </Container>
      <Footer />
    </Box>
  );
}
