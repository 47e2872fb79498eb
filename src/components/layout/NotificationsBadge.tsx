import { Badge, Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useListNotificationsQuery } from '../../api/enhancedApi';
import type { ReactNode } from 'react';

/** The notifications list's first page (docs/product.md#page-sizes): the page shares this entry. */
const FIRST_PAGE = { page: 1, limit: 10 };

/** How many notifications are unread; live ones refresh it (the Notification tag). */
export function useUnreadCount(): number {
  const { data } = useListNotificationsQuery(FIRST_PAGE);
  return data?.data.unreadCount ?? 0;
}

type Props = {
  children: ReactNode;
  /** Read before the count by screen readers when the children are not text (an icon). */
  hiddenLabel?: string;
};

/**
 * The navbar's unread count on the Notifications link (nothing when all are read). MUI hides the
 * badge from screen readers, so the count is also said in words: "Notifications (3 unread)".
 */
export function NotificationsBadge({ children, hiddenLabel }: Props) {
  const unread = useUnreadCount();
  return (
    <Badge badgeContent={unread} max={99} color="error">
      {children}
      <Box component="span" sx={visuallyHidden}>
        {[hiddenLabel, unread > 0 ? `(${unread} unread)` : ''].filter(Boolean).join(' ')}
      </Box>
    </Badge>
  );
}
