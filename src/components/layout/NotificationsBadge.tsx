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
  /** The count as a pill after a text label instead of over the corner of an icon. */
  inline?: boolean;
};

const inlinePill = {
  '& .MuiBadge-badge': { position: 'static', transform: 'none', ml: 0.75 },
  // A static badge keeps its room even when hidden: drop it when there is nothing unread.
  '& .MuiBadge-invisible': { display: 'none' },
} as const;

/**
 * The navbar's unread count on the Notifications link (nothing when all are read). MUI hides the
 * badge from screen readers, so the count is also said in words: "Notifications (3 unread)".
 */
export function NotificationsBadge({ children, hiddenLabel, inline = false }: Props) {
  const unread = useUnreadCount();
  return (
    <Badge
      badgeContent={unread}
      max={99}
      color="error"
      sx={inline ? { alignItems: 'center', ...inlinePill } : undefined}
    >
      {children}
      <Box component="span" sx={visuallyHidden}>
        {[hiddenLabel, unread > 0 ? `(${unread} unread)` : ''].filter(Boolean).join(' ')}
      </Box>
    </Badge>
  );
}
