import { forwardRef, useCallback, useRef, useState, type PointerEvent } from 'react';
import { Alert, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { SnackbarContent, closeSnackbar, type CustomContentProps } from 'notistack';
import { restoreFocusFrom } from './toastFocus';
import { useAutoHide } from './useAutoHide';

/** How far (px) a toast must be dragged sideways to be dismissed (docs/product.md#shared-layout). */
const DISMISS_DISTANCE = 80;

const severityOf = (variant: CustomContentProps['variant']) =>
  variant === 'default' ? 'info' : variant;

/**
 * notistack's content for every variant: an MUI Alert that can be dragged or swiped
 * sideways to dismiss (pointer events cover mouse, touch and pen), closed with its button or
 * Escape. It hides itself after 5 s unless it has focus or the pointer (useAutoHide).
 */
export const DraggableToast = forwardRef<HTMLDivElement, CustomContentProps>(
  function DraggableToast({ id, message, variant, style, className }, ref) {
    const start = useRef<number | null>(null);
    const [offset, setOffset] = useState(0);
    const [dragging, setDragging] = useState(false);
    const self = useRef<HTMLDivElement>(null);
    const close = useCallback(() => {
      restoreFocusFrom(self.current);
      closeSnackbar(id);
    }, [id]);
    const autoHide = useAutoHide(close);

    const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
      if ((event.target as HTMLElement).closest('button')) return;
      start.current = event.clientX;
      setDragging(true);
      event.currentTarget.setPointerCapture?.(event.pointerId);
    };
    const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
      if (start.current !== null) setOffset(event.clientX - start.current);
    };
    const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
      if (start.current === null) return;
      const distance = event.clientX - start.current;
      start.current = null;
      setDragging(false);
      if (Math.abs(distance) > DISMISS_DISTANCE) close();
      else setOffset(0);
    };

    return (
      <SnackbarContent ref={ref} style={style} className={className}>
        <Alert
          ref={self}
          data-toast=""
          tabIndex={-1}
          {...autoHide}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          variant="filled"
          severity={severityOf(variant)}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={() => {
            start.current = null;
            setDragging(false);
            setOffset(0);
          }}
          action={
            <IconButton
              size="small"
              color="inherit"
              aria-label="Dismiss notification"
              onClick={close}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          }
          sx={{
            width: '100%',
            minWidth: { sm: 320 },
            maxWidth: 420,
            boxShadow: 3,
            touchAction: 'pan-y',
            cursor: 'grab',
            userSelect: 'none',
            transform: `translateX(${offset}px)`,
            opacity: 1 - Math.min(Math.abs(offset) / (DISMISS_DISTANCE * 2), 0.6),
            transition: dragging ? 'none' : 'transform 150ms, opacity 150ms',
            // A toast is focused by Alt+T (a script): ring it whether or not :focus-visible matches.
            '&:focus': { outline: '3px solid var(--focus-ring)', outlineOffset: 2 },
          }}
        >
          {message}
        </Alert>
      </SnackbarContent>
    );
  },
);
