import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { loggedOut } from '../../app/sessionSlice';
import { showToast } from '../../app/toasts';
import { SIGNED_OUT_STATE } from '../../app/signedOut';
import { api, useLogoutUserMutation } from '../../api/enhancedApi';

const LOGGED_OUT_MESSAGE = 'Logged out successfully!';

/**
 * docs/product.md#client-behaviour logout: revoke the server session (best effort, its failure is ignored), clear token
 * and user (the realtime listener closes the socket on loggedOut), drop cached private data,
 * toast, and go to /login.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logoutUser] = useLogoutUserMutation();

  return useCallback(async () => {
    // Started while the token is still in the store: the request carries it. The cache is
    // dropped once it settles (resetting earlier would abort it), so the next user sees nothing.
    logoutUser()
      .unwrap()
      .catch(() => undefined)
      .finally(() => dispatch(api.util.resetApiState()));
    // Leave the page first, committed synchronously (the router otherwise renders in a
    // transition): clearing the session while a protected page is still shown would make its
    // guard remember that page as "from", and the next login (maybe another user) would return there.
    await navigate('/login', { flushSync: true, state: SIGNED_OUT_STATE });
    dispatch(loggedOut());
    showToast(LOGGED_OUT_MESSAGE, 'success');
  }, [dispatch, navigate, logoutUser]);
}
