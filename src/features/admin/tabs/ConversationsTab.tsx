import { useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useListAdminConversationsQuery } from '../../../api/enhancedApi';
import { ErrorBanner } from '../shared/ErrorBanner';
import { PagedFooter } from '../shared/PagedFooter';
import { PAGE_SIZE, usDateTime } from '../shared/adminConstants';
import { useQueryErrorBanner } from '../shared/useErrorBanner';

/** docs/product.md#admin-console: every conversation, with its messages on demand. */
export default function ConversationsTab() {
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useListAdminConversationsQuery({ page, limit: PAGE_SIZE });
  const { banner } = useQueryErrorBanner(error);
  const conversations = data?.conversations ?? [];

  return (
    <Stack spacing={2}>
      <ErrorBanner text={banner} />
      {isFetching && !data ? <CircularProgress aria-label="Loading conversations" /> : null}
      {data && conversations.length === 0 ? (
        <Typography color="text.secondary">No conversations found.</Typography>
      ) : null}
      <Box>
        {conversations.map((conversation) => (
          <Accordion key={conversation._id} disableGutters>
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              aria-controls={`${conversation._id}-messages`}
              id={`${conversation._id}-summary`}
            >
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ width: '100%', alignItems: { sm: 'center' } }}
              >
                <Typography sx={{ fontWeight: 600, minWidth: 200 }}>
                  {conversation.item.title}
                </Typography>
                <Chip
                  size="small"
                  label={conversation.item.status}
                  sx={{ alignSelf: 'flex-start' }}
                />
                <Typography variant="body2" sx={{ flexGrow: 1 }}>
                  {conversation.participants.map((p) => p.name).join(' · ')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {conversation.lastMessage
                    ? usDateTime(conversation.lastMessage.createdAt)
                    : 'No messages'}
                </Typography>
              </Stack>
            </AccordionSummary>
            <AccordionDetails id={`${conversation._id}-messages`}>
              {conversation.messages.length === 0 ? (
                <Typography color="text.secondary">No messages.</Typography>
              ) : (
                <List dense aria-label={`Messages about ${conversation.item.title}`}>
                  {conversation.messages.map((message) => (
                    <ListItem key={message._id} disableGutters>
                      <ListItemText
                        primary={message.content}
                        secondary={`${message.sender.name} · ${usDateTime(message.createdAt)}`}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
      <PagedFooter
        pagination={data?.pagination}
        page={page}
        onChange={setPage}
        label="conversations"
      />
    </Stack>
  );
}
