import { useState } from 'react';
import { Box, Button, Chip, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import {
  useListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  type Notification,
} from '../../api/enhancedApi';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/sessionSlice';
import { formatDateTime } from '../../app/dates';
import { PagedList } from '../../components/PagedList';

/** docs/product.md#page-sizes: notifications 10 per page. */
const NOTIFICATIONS_PAGE_SIZE = 10;

const typeColors: Record<string, 'error' | 'warning' | 'success' | 'info' | 'default'> = {
  error: 'error',
  warning: 'warning',
  item: 'success',
  message: 'info',
};

function NotificationRow({ notification }: { notification: Notification }) {
  const me = useAppSelector(selectCurrentUser);
  const [markRead, { isLoading }] = useMarkNotificationReadMutation();
  const unread = !notification.isRead;
  return (
    <ListItem
      divider
      data-unread={unread ? 'true' : 'false'}
      sx={{
        gap: 2,
        borderLeft: 4,
        borderLeftColor: unread ? 'primary.main' : 'transparent',
        bgcolor: unread ? 'action.hover' : undefined,
      }}
      secondaryAction={
        unread ? (
          <Button
            size="small"
            variant="outlined"
            disabled={isLoading || !me}
            onClick={() =>
              me && markRead({ id: notification._id, body: { id: me.id, read: true } })
            }
          >
            Mark as Read
          </Button>
        ) : null
      }
    >
      <ListItemText
        sx={{ pr: unread ? 14 : 0 }}
        primary={
          <Typography component="span" sx={{ fontWeight: unread ? 600 : 400 }}>
            {notification.message || 'New notification received'}
          </Typography>
        }
        secondary={
          <Stack
            component="span"
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', mt: 0.5 }}
          >
            <Chip
              component="span"
              size="small"
              variant="outlined"
              label={notification.type}
              color={typeColors[notification.type] ?? 'default'}
            />
            <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
            {unread ? (
              <Box component="span" sx={{ fontWeight: 600 }}>
                Unread
              </Box>
            ) : null}
          </Stack>
        }
      />
    </ListItem>
  );
}

/** docs/product.md#screens /notifications: a paged list; live notifications refresh it (tag invalidation). */
export default function NotificationsPage() {
  const [page, setPage] = useState(1);
  const query = useListNotificationsQuery({
    page,
    limit: NOTIFICATIONS_PAGE_SIZE,
  });
  const { data } = query;
  const [markAll, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const list = data?.data.notifications ?? [];
  const totalPages = data?.data.pagination.totalPages ?? 1;
  const unreadCount = data?.data.unreadCount ?? 0;

  return (
    <Box sx={{ maxWidth: 860, mx: 'auto', py: 3, px: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Box>
          <Typography variant="h4" component="h1">
            Notifications
          </Typography>
          {data ? (
            <Typography color="text.secondary">
              {unreadCount === 0 ? 'You are all caught up' : `${unreadCount} unread`}
            </Typography>
          ) : null}
        </Box>
        <Button
          variant="contained"
          startIcon={<DoneAllIcon />}
          disabled={!data || unreadCount === 0 || markingAll}
          onClick={() => markAll()}
        >
          Mark all as read
        </Button>
      </Stack>
      <PagedList
        label="Notifications"
        rows={list}
        renderRow={(notification) => (
          <NotificationRow key={notification._id} notification={notification} />
        )}
        emptyText="No notifications available"
        query={query}
        failedAction="load notifications"
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
      />
    </Box>
  );
}
