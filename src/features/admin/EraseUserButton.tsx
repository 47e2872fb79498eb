import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import DeleteForeverIcon from '@mui/icons-material/DeleteForeverOutlined';
import { useEraseUserMutation, type User } from '../../api/enhancedApi';
import { reason } from '../../app/errorTexts';
import { showToast } from '../../app/toasts';

/** What erasing does, in the words of docs/product.md#privacy. */
const CONSEQUENCES = [
  'The account is renamed "Deleted user", its e-mail address is replaced, and it can never sign in again. Every session ends at once.',
  'Their messages read "[deleted]"; the other person still sees the conversation.',
  'Their notifications, saved searches, e-mail choices and claim answers are deleted.',
  'Their items are removed with their photos, except items someone else depends on (claimed, in a conversation, or held by the office): those stay without the photo and the description.',
  'The audit log records that you erased this account, but none of the erased data.',
];

/** An erased account keeps only its id (server/modules/privacy/eraseUser.ts). */
export const isErased = (user: Pick<User, '_id' | 'email'>) =>
  user.email === `deleted-${user._id}@invalid`;

/**
 * "Erase personal data" on a user's page (docs/product.md#privacy): an admin honours a person's
 * erasure request, after a dialog that says what happens and that it cannot be undone.
 */
export function EraseUserButton({ user }: { user: User }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [eraseUser, { isLoading }] = useEraseUserMutation();

  const close = () => {
    if (isLoading) return;
    setOpen(false);
    setError(null);
  };
  const confirm = async () => {
    setError(null);
    try {
      await eraseUser({ id: user._id }).unwrap();
      setOpen(false);
      showToast('Personal data erased.', 'success');
    } catch (e) {
      setError(reason(e));
    }
  };

  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteForeverIcon />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        Erase personal data
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Erase {user.name}&apos;s personal data?</DialogTitle>
        <DialogContent>
          <Typography gutterBottom>
            Do this only when the person asked for it. It cannot be undone:
          </Typography>
          <Box component="ul" sx={{ pl: 3, my: 1 }}>
            {CONSEQUENCES.map((text) => (
              <Typography component="li" variant="body2" key={text} sx={{ mb: 0.5 }}>
                {text}
              </Typography>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary">
            To only stop someone from signing in, deactivate the account instead.
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              Failed to erase personal data: {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isLoading}>
            Cancel
          </Button>
          <Button onClick={confirm} variant="contained" color="error" disabled={isLoading}>
            {isLoading ? 'Erasing...' : 'Erase personal data'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
