import { Box, Typography } from '@mui/material';
import { formatDateTime } from '../../app/dates';
import type { Message } from '../../api/enhancedApi';

type Props = { message: Message; own: boolean; pending?: boolean };

/** One message: mine on the right in the primary colour, the other person's on the left. */
export function MessageBubble({ message, own, pending = false }: Props) {
  return (
    <Box
      component="li"
      data-own={own ? 'true' : 'false'}
      data-pending={pending ? 'true' : undefined}
      sx={{
        display: 'flex',
        justifyContent: own ? 'flex-end' : 'flex-start',
        listStyle: 'none',
        mb: 1.25,
      }}
    >
      <Box
        sx={{
          maxWidth: '75%',
          px: 1.75,
          py: 1,
          borderRadius: 2.5,
          borderBottomRightRadius: own ? 4 : undefined,
          borderBottomLeftRadius: own ? undefined : 4,
          bgcolor: own ? 'primary.main' : 'action.selected',
          color: own ? 'primary.contrastText' : 'text.primary',
          opacity: pending ? 0.7 : 1,
        }}
      >
        {own ? null : (
          <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
            {message.sender.name}
          </Typography>
        )}
        <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.content}
        </Typography>
        <Typography
          variant="caption"
          component="div"
          sx={{ opacity: 0.8, textAlign: own ? 'right' : 'left', mt: 0.25 }}
        >
          {pending ? (
            'Sending…'
          ) : (
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          )}
        </Typography>
      </Box>
    </Box>
  );
}
