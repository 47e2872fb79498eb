import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { AppBar, Box, Button, Container, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/TravelExplore';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser, selectToken } from '../../app/sessionSlice';
import { selectRehydrated } from '../../app/persistStatus';
import { useCampusSettings } from '../../app/campusSettings';
import { AvatarMenu } from './AvatarMenu';
import { NotificationsBadge } from './NotificationsBadge';
import { ThemeToggle } from './ThemeToggle';
import { BrandWithCampus } from './BrandWithCampus';
import { loggedInLinks, loggedOutLinks } from './navLinks';
import { useLogout } from './useLogout';

// The drawer (Drawer, Slide, lists) is its own chunk: fetched when the menu button is about to be
// used (hover, focus, touch) and mounted from the first opening on.
const loadSideMenu = () => import('./SideMenu');
const SideMenu = lazy(() => loadSideMenu().then((module) => ({ default: module.SideMenu })));
const prefetchSideMenu = () => void loadSideMenu();

const desktopOnly = { display: { xs: 'none', md: 'flex' } } as const;
const mobileOnly = { display: { xs: 'inline-flex', md: 'none' } } as const;

/**
 * docs/product.md#shared-layout: brand (with the campus name under it), links by login state and
 * role, theme toggle, avatar menu.
 */
export function Navbar() {
  const { campusName } = useCampusSettings();
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectCurrentUser);
  const rehydrated = useAppSelector(selectRehydrated);
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuMounted, setMenuMounted] = useState(false);
  const loggedIn = !!token;
  const links = loggedIn ? loggedInLinks(user) : loggedOutLinks;

  return (
    <AppBar position="sticky" elevation={0}>
      <Container maxWidth="lg" disableGutters>
        {/* A phone fits menu, brand, bell, theme and avatar down to 320 px (WCAG 1.4.10 reflow):
            tighter gaps and gutters, a smaller brand, no brand icon. */}
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
          {rehydrated && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Open navigation menu"
              onClick={() => {
                setMenuOpen(true);
                setMenuMounted(true);
              }}
              onPointerEnter={prefetchSideMenu}
              onFocus={prefetchSideMenu}
              onTouchStart={prefetchSideMenu}
              sx={mobileOnly}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              fontWeight: 700,
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              whiteSpace: 'nowrap',
              fontSize: { xs: '1.1rem', sm: '1.25rem' },
              mr: { xs: 0, md: 2 },
            }}
          >
            <SearchIcon aria-hidden sx={{ display: { xs: 'none', sm: 'inline-block' } }} />
            <BrandWithCampus campusName={campusName} />
          </Typography>

          {rehydrated ? (
            <Box component="nav" aria-label="Main" sx={{ ...desktopOnly, gap: 0.5, flexGrow: 1 }}>
              {links.map((link) => (
                <Button
                  key={link.to}
                  component={NavLink}
                  to={link.to}
                  end={link.to === '/'}
                  color="inherit"
                  sx={{
                    whiteSpace: 'nowrap',
                    opacity: 0.85,
                    '&.active': { opacity: 1, bgcolor: 'rgba(255,255,255,0.16)' },
                  }}
                >
                  {link.to === '/notifications' ? (
                    <NotificationsBadge inline>{link.label}</NotificationsBadge>
                  ) : (
                    link.label
                  )}
                </Button>
              ))}
            </Box>
          ) : (
            <Typography role="status" sx={{ flexGrow: 1 }}>
              Loading...
            </Typography>
          )}

          <Box sx={{ flexGrow: 1, display: { xs: 'block', md: 'none' } }} />
          {rehydrated && loggedIn && (
            <IconButton component={RouterLink} to="/notifications" color="inherit" sx={mobileOnly}>
              <NotificationsBadge hiddenLabel="Notifications">
                <NotificationsIcon aria-hidden />
              </NotificationsBadge>
            </IconButton>
          )}
          <ThemeToggle />
          {rehydrated && loggedIn && <AvatarMenu user={user} onLogout={logout} />}
        </Toolbar>
      </Container>
      {menuMounted && (
        <Suspense fallback={null}>
          <SideMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            links={links}
            onLogout={loggedIn ? logout : undefined}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
