import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Avatar,
  Box,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useListConversationsQuery, type Conversation } from '../../api/enhancedApi';
import { PagedList } from '../../components/PagedList';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/sessionSlice';
import { StatusChip } from '../../components/StatusChip';
import { formatDateTime } from '../../app/dates';
import { CONVERSATIONS_PAGE_SIZE } from './messagesCache';
import { otherParticipant } from './otherParticipant';

function ConversationRow({ conversation, myId }: { conversation: Conversation; myId?: string }) {
  const other = otherParticipant(conversation, myId);
  const when = conversation.lastMessage?.createdAt ?? conversation.updatedAt;
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={RouterLink} to={`/messages/${conversation._id}`}>
        <ListItemAvatar>
          <Avatar>{other.charAt(0).toUpperCase()}</Avatar>
        </ListItemAvatar>
        <ListItemText
          primary={
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {conversation.item.title}
              </Typography>
              <StatusChip status={conversation.item.status} />
            </Stack>
          }
          secondary={
            <>
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                with {other}
              </Typography>
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                noWrap
                sx={{ display: 'block' }}
              >
                {conversation.lastMessage?.content ?? 'No messages yet'}
              </Typography>
            </>
          }
          slotProps={{ secondary: { component: 'div' } }}
        />
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ ml: 2, whiteSpace: 'nowrap', alignSelf: 'flex-start', mt: 1 }}
        >
          <time dateTime={when}>{formatDateTime(when)}</time>
        </Typography>
      </ListItemButton>
    </ListItem>
  );
}

/** docs/product.md#screens /conversations: my conversations, most recent first, each opening its thread. */
export default function ConversationsPage() {
  const me = useAppSelector(selectCurrentUser);
  const [page, setPage] = useState(1);
  const query = useListConversationsQuery({
    page,
    limit: CONVERSATIONS_PAGE_SIZE,
  });
  const { data } = query;
  const docs = data?.conversations.docs ?? [];
  const totalPages = data?.conversations.totalPages ?? 1;

  return (
    <Box sx={{ maxWidth: 860, mx: 'auto', py: 3, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Conversations
      </Typography>
      <PagedList
        label="Conversations"
        rows={docs}
        renderRow={(conversation) => (
          <ConversationRow key={conversation._id} conversation={conversation} myId={me?.id} />
        )}
        emptyText="No conversations found."
        query={query}
        failedAction="load conversations"
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
      />
    </Box>
  );
}
