import { lazy, Suspense, useEffect, useState } from 'react';
import { Avatar, IconButton } from '@mui/material';
import { avatarLetter } from './navLinks';
import type { SessionUser } from '../../app/sessionSlice';

const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(loadAccountMenu);

type Props = { user: SessionUser | null; onLogout: () => void };

/**
 * docs/product.md#shared-layout: the avatar button and its dropdown (name, email, Profile, Logout). The button is
 * here; the dropdown is a lazy chunk, fetched as soon as a logged-in navbar mounts (so it is
 * ready by the first click) and never for visitors.
 */
export function AvatarMenu({ user, onLogout }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so later closings keep the Menu's exit transition.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    void loadAccountMenu();
  }, []);
  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'secondary.main', fontWeight: 600 }}>
          {avatarLetter(user)}
        </Avatar>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <AccountMenu
            user={user}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </>
  );
}
