import { useState } from 'react';
import { Button } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useDeleteMeMutation } from '../../api/enhancedApi';
import { useAppDispatch } from '../../app/hooks';
import { loggedOut } from '../../app/sessionSlice';
import { showToast } from '../../app/toasts';
import { SIGNED_OUT_STATE } from '../../app/signedOut';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** Delete Account, after a confirmation: deactivates it, clears the session, shows /login. */
export function DeleteAccount() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [deleteMe, { isLoading }] = useDeleteMeMutation();

  const confirm = async () => {
    try {
      await deleteMe().unwrap();
      setOpen(false);
      showToast('Your account has been deleted', 'success');
      navigate('/login', { replace: true, state: SIGNED_OUT_STATE });
      dispatch(loggedOut());
    } catch {
      // "Failed to delete account: …" comes from the error listener
    }
  };

  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete Account?"
        message="Your account will be deactivated and you will be logged out. Are you sure?"
        confirmLabel="Delete Account"
        busy={isLoading}
        busyLabel="Deleting..."
        color="error"
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
