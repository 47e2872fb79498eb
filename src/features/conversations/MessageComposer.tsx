import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';

type Props = {
  /** Sends trimmed, non-empty text; resolves false when sending failed (the text comes back). */
  onSend: (content: string) => Promise<boolean>;
  disabled?: boolean;
};

/** docs/product.md#validation: content non-empty after trimming. Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({ onSend, disabled = false }: Props) {
  const [text, setText] = useState('');
  const content = text.trim();

  const submit = async () => {
    if (!content || disabled) return;
    setText('');
    const sent = await onSend(content);
    if (!sent) setText((current) => current || content);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      noValidate
      sx={{
        display: 'flex',
        // A phone gives the text the whole width, the button its own row.
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 1, sm: 1.5 },
        alignItems: { xs: 'stretch', sm: 'flex-end' },
      }}
    >
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Type your message..."
        multiline
        maxRows={5}
        fullWidth
        size="small"
        disabled={disabled}
        slotProps={{ htmlInput: { 'aria-label': 'Message', maxLength: 2000 } }}
      />
      <Button
        type="submit"
        variant="contained"
        endIcon={<SendIcon />}
        disabled={disabled || !content}
        sx={{ whiteSpace: 'nowrap', py: 1 }}
      >
        Send Message
      </Button>
    </Box>
  );
}
