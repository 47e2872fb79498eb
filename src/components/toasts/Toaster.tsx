import { useEffect } from 'react';
import { GlobalStyles } from '@mui/material';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { toasterMounted } from '../../app/toasts';
import { DraggableToast } from './DraggableToast';

// Toasts sit just below the navbar, so they never cover the theme toggle or the avatar.
const toastOffset = (
  <GlobalStyles
    styles={(theme) => ({
      '.notistack-SnackbarContainer.toasts-top-right': {
        top: 64,
        [theme.breakpoints.down('sm')]: { top: 56 },
      },
    })}
  />
);

const toastComponents = {
  default: DraggableToast,
  success: DraggableToast,
  error: DraggableToast,
  warning: DraggableToast,
  info: DraggableToast,
};

/** Hands showToast to notistack once its provider (constructed before this effect) is up. */
function ToastBridge() {
  useEffect(() => toasterMounted((message, options) => void enqueueSnackbar(message, options)), []);
  return null;
}

/**
 * docs/product.md#shared-layout: toasts top-right, 5000 ms, draggable to dismiss (Alt+T focus: ToastRegion).
 * A lazy chunk (notistack, Alert): AppProviders mounts it beside the app, not around it.
 */
export default function Toaster() {
  return (
    <>
      {toastOffset}
      <SnackbarProvider
        maxSnack={4}
        // Each toast runs its own 5000 ms timer, paused while it has focus (useAutoHide).
        autoHideDuration={null}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        Components={toastComponents}
        classes={{ containerAnchorOriginTopRight: 'toasts-top-right' }}
      >
        <ToastBridge />
      </SnackbarProvider>
    </>
  );
}
