import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import {
  useListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
} from '../../api/enhancedApi';
import { PagedList } from '../../components/PagedList';
import { NotificationRow } from './NotificationRow';

/** docs/product.md#page-sizes: notifications 10 per page. */
const NOTIFICATIONS_PAGE_SIZE = 10;

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
      <Stack
        direction="row"
        useFlexGap
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mb: 2,
        }}
      >
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
