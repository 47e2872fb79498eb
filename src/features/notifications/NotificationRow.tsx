import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Chip,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useMarkNotificationReadMutation, type Notification } from '../../api/enhancedApi';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/sessionSlice';
import { formatDateTime } from '../../app/dates';
import { EMPTY_NOTIFICATION_TEXT } from './notificationsListeners';

const typeColors: Record<string, 'error' | 'warning' | 'success' | 'info' | 'default'> = {
  error: 'error',
  warning: 'warning',
  item: 'success',
  message: 'info',
  match: 'success',
};

/** Where a notification leads: its link (item or thread), else its item, else nowhere. */
export const notificationHref = (n: Notification) =>
  n.link ?? (n.itemId ? `/items/${n.itemId}` : null);

/**
 * One notification: the whole text opens its item or thread (and marks it read); Mark as Read
 * sits beside it, or under it on a phone, so the text keeps the width.
 */
export function NotificationRow({ notification }: { notification: Notification }) {
  const me = useAppSelector(selectCurrentUser);
  const [markRead, { isLoading }] = useMarkNotificationReadMutation();
  const unread = !notification.isRead;
  const href = notificationHref(notification);
  const read = () => me && markRead({ id: notification._id, body: { id: me.id, read: true } });

  const text = (
    <ListItemText
      primary={
        <Typography component="span" sx={{ fontWeight: unread ? 600 : 400 }}>
          {notification.message || EMPTY_NOTIFICATION_TEXT}
        </Typography>
      }
      secondary={
        <Stack
          component="span"
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}
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
  );

  return (
    <ListItem
      divider
      disablePadding
      data-unread={unread ? 'true' : 'false'}
      sx={{
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        borderLeft: 4,
        borderLeftColor: unread ? 'primary.main' : 'transparent',
        bgcolor: unread ? 'action.hover' : undefined,
      }}
    >
      {href ? (
        <ListItemButton
          component={RouterLink}
          to={href}
          onClick={() => {
            if (unread) void read();
          }}
        >
          {text}
        </ListItemButton>
      ) : (
        <Box sx={{ flex: 1, px: 2, py: 1 }}>{text}</Box>
      )}
      {unread ? (
        <Box sx={{ px: 2, pb: { xs: 1.5, sm: 0 }, flexShrink: 0 }}>
          <Button size="small" variant="outlined" disabled={isLoading || !me} onClick={read}>
            Mark as Read
          </Button>
        </Box>
      ) : null}
    </ListItem>
  );
}
