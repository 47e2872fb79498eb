import { isAdminRole, type SessionUser } from '../../app/sessionSlice';
import { isStaffRole } from '../guards/staffRole';

export type NavLinkSpec = { to: string; label: string };

export const loggedOutLinks: NavLinkSpec[] = [
  { to: '/login', label: 'Login' },
  { to: '/register', label: 'Register' },
];

/**
 * docs/product.md#shared-layout: the links a logged-in user sees; Office for keepers and admins,
 * Admin Dashboard only for admin roles.
 */
export function loggedInLinks(user: SessionUser | null): NavLinkSpec[] {
  const links: NavLinkSpec[] = [
    { to: '/', label: 'Home' },
    { to: '/notifications', label: 'Notifications' },
    { to: '/items/create', label: 'Post Item' },
    { to: '/conversations', label: 'Conversations' },
    { to: '/dashboard', label: 'User Dashboard' },
  ];
  // The office's due items and labels (docs/product.md#retention): keepers and admins.
  if (isStaffRole(user?.role)) links.push({ to: '/office', label: 'Office' });
  if (isAdminRole(user?.role)) links.push({ to: '/admin', label: 'Admin Dashboard' });
  return links;
}

/** docs/product.md#shared-layout: the avatar shows the first letter of the name, uppercased, or "U". */
export const avatarLetter = (user: SessionUser | null) =>
  user?.name?.trim().charAt(0).toUpperCase() || 'U';
