import { isAdminRole, type SessionUser } from '../../app/sessionSlice';

export type NavLinkSpec = { to: string; label: string };

export const loggedOutLinks: NavLinkSpec[] = [
  { to: '/login', label: 'Login' },
  { to: '/register', label: 'Register' },
];

/** docs/product.md#shared-layout: the links a logged-in user sees; Admin Dashboard only for admin roles. */
export function loggedInLinks(user: SessionUser | null): NavLinkSpec[] {
  const links: NavLinkSpec[] = [
    { to: '/', label: 'Home' },
    { to: '/notifications', label: 'Notifications' },
    { to: '/items/create', label: 'Post Item' },
    { to: '/conversations', label: 'Conversations' },
    { to: '/dashboard', label: 'User Dashboard' },
  ];
  if (isAdminRole(user?.role)) links.push({ to: '/admin', label: 'Admin Dashboard' });
  return links;
}

/** docs/product.md#shared-layout: the avatar shows the first letter of the name, uppercased, or "U". */
export const avatarLetter = (user: SessionUser | null) =>
  user?.name?.trim().charAt(0).toUpperCase() || 'U';
