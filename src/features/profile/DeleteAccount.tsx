import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useDeleteMeMutation } from '../../api/enhancedApi';
import { useAppDispatch } from '../../app/hooks';
import { loggedOut } from '../../app/sessionSlice';
import { showToast } from '../../app/toasts';

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
      navigate('/login', { replace: true });
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
      <Dialog
        open={open}
        onClose={isLoading ? undefined : () => setOpen(false)}
        aria-labelledby="delete-account-title"
      >
        <DialogTitle id="delete-account-title">Delete Account?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Your account will be deactivated and you will be logged out. Are you sure?
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={isLoading}>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={confirm} disabled={isLoading}>
            {isLoading ? 'Deleting...' : 'Delete Account'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
