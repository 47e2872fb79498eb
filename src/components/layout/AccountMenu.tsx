import { Link as RouterLink } from 'react-router-dom';
import { Box, Divider, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import type { SessionUser } from '../../app/sessionSlice';

type Props = {
  user: SessionUser | null;
  anchor: HTMLElement | null;
  onClose: () => void;
  onLogout: () => void;
};

/**
 * docs/product.md#shared-layout: the avatar's dropdown (name, email, Profile, Logout). Its own chunk: Menu brings
 * Popover, Modal and the transitions, which a visitor (no avatar) never needs.
 */
export default function AccountMenu({ user, anchor, onClose, onLogout }: Props) {
  return (
    <Menu
      id="account-menu"
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
        <Typography noWrap sx={{ fontWeight: 600 }}>
          {user?.name || 'User'}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {user?.email}
        </Typography>
      </Box>
      <Divider />
      <MenuItem component={RouterLink} to="/profile" onClick={onClose}>
        <ListItemIcon>
          <PersonIcon fontSize="small" />
        </ListItemIcon>
        Profile
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        Logout
      </MenuItem>
    </Menu>
  );
}
