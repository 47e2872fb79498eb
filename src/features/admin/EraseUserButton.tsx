import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import DeleteForeverIcon from '@mui/icons-material/DeleteForeverOutlined';
import { usePreviewUserErasureQuery, useEraseUserMutation, type User } from '../../api/enhancedApi';
import { reason } from '../../app/errorTexts';
import { showToast } from '../../app/toasts';
import { FormDialog } from '../../components/form/FormDialog';
import { useSubmit } from '../../components/form/useSubmit';
import { ErasureKeptItems } from './ErasureKeptItems';

/** What erasing does, in the words of docs/product.md#privacy. */
const CONSEQUENCES = [
  'The account is renamed "Deleted user", its e-mail address is replaced, and it can never sign in again. Every session ends at once.',
  'Their messages read "[deleted]"; the other person still sees the conversation.',
  'Their notifications, saved searches, e-mail choices and claim answers are deleted.',
  'Their items are removed with their photos, except items someone else depends on (claimed, in a conversation, or held by the office): those stay without the photo and the description (see What stays).',
  'Every link and code they were mailed stops working, and e-mail still queued for them is not sent.',
  'The audit log records that you erased this account, but none of the erased data.',
];

/** An erased account keeps only its id (server/modules/privacy/eraseUser.ts). */
export const isErased = (user: Pick<User, '_id' | 'email'>) =>
  user.email === `deleted-${user._id}@invalid`;

/**
 * "Erase personal data" on a user's page (docs/product.md#privacy): an admin honours a person's
 * erasure request, after a dialog that says what happens and that it cannot be undone, and
 * shows the text of theirs that stays on items others depend on, with the choice to blank it.
 */
export function EraseUserButton({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
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
      <EraseUserDialog user={user} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function EraseUserDialog({
  user,
  open,
  onClose,
}: {
  user: User;
  open: boolean;
  onClose: () => void;
}) {
  const [blank, setBlank] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Fresh each time the dialog opens: what stays depends on what others did meanwhile.
  const preview = usePreviewUserErasureQuery(
    { id: user._id },
    { skip: !open, refetchOnMountOrArgChange: true },
  );
  const [eraseUser] = useEraseUserMutation();
  const kept = preview.data?.keptItems.length ?? 0;

  const erase = async (blankKeptText: boolean) => {
    setError(null);
    await eraseUser({ id: user._id, eraseUserOptions: { blankKeptText } }).unwrap();
    onClose();
    setBlank(false);
    showToast(
      blankKeptText
        ? `Personal data erased; the text of ${kept === 1 ? '1 kept item' : `${kept} kept items`} was blanked.`
        : 'Personal data erased.',
      'success',
    );
  };
  const submit = useSubmit(
    () => blank && kept > 0,
    erase,
    (e) => setError(reason(e)),
  );
  const close = () => {
    if (submit.busy) return;
    onClose();
    setBlank(false);
    setError(null);
  };

  return (
    <FormDialog
      open={open}
      title={`Erase ${user.name}'s personal data?`}
      form={submit}
      onCancel={close}
      submitLabel="Erase personal data"
      busyLabel="Erasing..."
      submitColor="error"
      submitDisabled={preview.isFetching}
    >
      <Box>
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
      </Box>
      <ErasureKeptItems
        preview={preview.data}
        loading={preview.isFetching}
        error={preview.error}
        blank={blank}
        onBlankChange={setBlank}
      />
      {/* Below what stays, next to the button that failed. */}
      {error && <Alert severity="error">Failed to erase personal data: {error}</Alert>}
    </FormDialog>
  );
}
