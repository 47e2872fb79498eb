import { NavLink } from 'react-router-dom';
import {
  Box,
  Divider,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useCampusSettings } from '../../app/campusSettings';
import { BrandWithCampus } from './BrandWithCampus';
import type { NavLinkSpec } from './navLinks';

type Props = {
  open: boolean;
  onClose: () => void;
  links: NavLinkSpec[];
  /** Present when logged in: the side menu ends with a logout button (docs/product.md#shared-layout). */
  onLogout?: () => void;
};

/** docs/product.md#shared-layout: on small screens the same links (plus logout) live in a side menu. */
export function SideMenu({ open, onClose, links, onLogout }: Props) {
  const { campusName } = useCampusSettings();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 260 }, 'aria-label': 'Navigation menu' } }}
    >
      <Box component="nav" aria-label="Side menu">
        <Typography variant="h6" sx={{ px: 2, py: 2, fontWeight: 700 }}>
          <BrandWithCampus campusName={campusName} maxWidth={{ xs: 220, sm: 220 }} />
        </Typography>
        <Divider />
        <List>
          {links.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={link.to}
                end={link.to === '/'}
                onClick={onClose}
                sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
              >
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {onLogout && (
          <>
            <Divider />
            <List>
              <ListItem disablePadding>
                <ListItemButton
                  onClick={() => {
                    onClose();
                    onLogout();
                  }}
                >
                  <ListItemText primary="Logout" />
                </ListItemButton>
              </ListItem>
            </List>
          </>
        )}
      </Box>
    </Drawer>
  );
}
