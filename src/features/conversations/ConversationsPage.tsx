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
import { plural } from '../../app/plural';
import { CONVERSATIONS_PAGE_SIZE } from './messagesCache';
import { otherParticipant } from './otherParticipant';

function ConversationRow({ conversation, myId }: { conversation: Conversation; myId?: string }) {
  const other = otherParticipant(conversation, myId);
  const when = conversation.lastMessage?.createdAt ?? conversation.updatedAt;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={`/messages/${conversation._id}`}
        sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        <ListItemAvatar>
          <Avatar>{other.charAt(0).toUpperCase()}</Avatar>
        </ListItemAvatar>
        <ListItemText
          primary={
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography component="span" sx={{ fontWeight: 600, minWidth: 0 }}>
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
          // On a phone the time gets a line of its own, leaving the title the width.
          sx={{
            ml: { xs: 7, sm: 2 },
            width: { xs: '100%', sm: 'auto' },
            whiteSpace: 'nowrap',
            alignSelf: 'flex-start',
            mt: { xs: 0, sm: 1 },
          }}
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
      <Typography variant="h4" component="h1" gutterBottom={!data}>
        Conversations
      </Typography>
      {data && data.conversations.totalDocs > 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {plural(data.conversations.totalDocs, 'conversation')}
        </Typography>
      ) : null}
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
