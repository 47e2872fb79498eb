import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  api,
  useListConversationsQuery,
  useListMessagesQuery,
  usePostMessageMutation,
  type ListMessagesApiResponse,
  type Message,
} from '../../api/enhancedApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/sessionSlice';
import { threadClosed, threadOpened } from '../../app/viewSlice';
import { StatusChip } from '../../components/StatusChip';
import { QueryErrorAlert } from '../../components/feedback/QueryBody';
import { otherParticipant } from './otherParticipant';
import { MessageBubble } from './MessageBubble';
import { MessageComposer } from './MessageComposer';
import {
  clientMessageId,
  CONVERSATIONS_PAGE_SIZE,
  removeMessage,
  threadArgs,
  upsertMessage,
} from './messagesCache';

/** docs/product.md#screens /messages/{id}: the thread (page 1, 50), live updates and an optimistic send form. */
export default function MessagesPage() {
  const { conversationId = '' } = useParams();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser);
  const args = threadArgs(conversationId);
  const messagesQuery = useListMessagesQuery(args);
  const { data, error, isLoading } = messagesQuery;
  const { listed } = useListConversationsQuery(
    { page: 1, limit: CONVERSATIONS_PAGE_SIZE },
    {
      selectFromResult: (r) => ({
        listed: r.data?.conversations.docs.find((c) => c._id === conversationId),
      }),
    },
  );
  // The thread's own answer carries its header, for a thread not on the list's first page.
  const conversation = data?.conversation ?? listed;
  const [postMessage] = usePostMessageMutation();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const messages = data?.messages ?? [];
  const scroller = useRef<HTMLDivElement>(null);

  // Live notifications about this thread raise no toast while it is on screen.
  useEffect(() => {
    dispatch(threadOpened(conversationId));
    return () => {
      dispatch(threadClosed(conversationId));
    };
  }, [conversationId, dispatch]);

  // Keep the newest message in view.
  const lastId = messages.at(-1)?._id;
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  const send = useCallback(
    async (content: string): Promise<boolean> => {
      if (!me) return false;
      const _id = clientMessageId();
      const provisional: Message = {
        _id,
        conversation: conversationId,
        sender: { _id: me.id, name: me.name },
        content,
        createdAt: new Date().toISOString(),
        isRead: false,
      };
      const target = threadArgs(conversationId);
      const patch = (recipe: (draft: ListMessagesApiResponse) => void) =>
        dispatch(api.util.updateQueryData('listMessages', target, recipe));
      // docs/product.md#messaging: the message appears at once...
      patch((draft) => upsertMessage(draft, provisional));
      setPending((ids) => new Set(ids).add(_id));
      try {
        const { message } = await postMessage({
          conversationId,
          body: { content, sender: me.id, _id },
        }).unwrap();
        patch((draft) => upsertMessage(draft, message));
        return true;
      } catch {
        // ...and is removed if sending fails (the error toast says why).
        patch((draft) => removeMessage(draft, _id));
        return false;
      } finally {
        setPending((ids) => {
          const next = new Set(ids);
          next.delete(_id);
          return next;
        });
      }
    },
    [conversationId, dispatch, me, postMessage],
  );

  return (
    <Box sx={{ maxWidth: 860, mx: 'auto', py: 3, px: 2 }}>
      <Button
        component={RouterLink}
        to="/conversations"
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
      >
        Back to conversations
      </Button>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}
      >
        <Typography variant="h5" component="h1">
          {conversation ? conversation.item.title : 'Messages'}
        </Typography>
        {conversation ? <StatusChip status={conversation.item.status} /> : null}
      </Stack>
      {conversation ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Conversation with {otherParticipant(conversation, me?.id)}
        </Typography>
      ) : (
        <Box sx={{ mb: 2 }} />
      )}
      {error ? <QueryErrorAlert action="load messages" query={messagesQuery} /> : null}
      <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
        <Box
          ref={scroller}
          role="log"
          aria-label="Message history"
          // Focusable so the history scrolls with the keyboard (docs/accessibility.md#keyboard).
          tabIndex={0}
          sx={{ height: { xs: '55vh', md: '60vh' }, overflowY: 'auto', p: 2 }}
        >
          {isLoading ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', pt: 6 }}>
              <CircularProgress aria-label="Loading messages" />
            </Box>
          ) : messages.length === 0 && !error ? (
            <Typography color="text.secondary" sx={{ textAlign: 'center', pt: 6 }}>
              No messages yet. Say hello!
            </Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {messages.map((message) => (
                <MessageBubble
                  key={message._id}
                  message={message}
                  own={message.sender._id === me?.id}
                  pending={pending.has(message._id)}
                />
              ))}
            </Box>
          )}
        </Box>
        <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <MessageComposer onSend={send} disabled={!!error && !data} />
        </Box>
      </Paper>
    </Box>
  );
}
