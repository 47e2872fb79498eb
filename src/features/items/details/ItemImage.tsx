import { useState } from 'react';
import { Box, ButtonBase, Dialog, DialogContent, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ImageIcon from '@mui/icons-material/ImageNotSupportedOutlined';

/** The item's photo; a click (or Enter) opens it large in a dialog. */
export function ItemImage({ src, title }: { src: string | null; title: string }) {
  const [open, setOpen] = useState(false);
  if (!src) {
    return (
      <Box
        sx={{
          height: 320,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
          color: 'text.disabled',
          borderRadius: 2,
        }}
      >
        <ImageIcon sx={{ fontSize: 64 }} aria-label="No image" />
      </Box>
    );
  }
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label="Enlarge image"
        sx={{
          display: 'block',
          width: '100%',
          borderRadius: 2,
          overflow: 'hidden',
          cursor: 'zoom-in',
        }}
      >
        <Box
          component="img"
          src={src}
          alt={title}
          sx={{ display: 'block', width: '100%', maxHeight: 420, objectFit: 'cover' }}
        />
      </ButtonBase>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth="lg"
        // The name belongs on the element with role="dialog" (the paper), not the backdrop root.
        slotProps={{ paper: { 'aria-label': `${title} image` } }}
      >
        <IconButton
          aria-label="Close"
          onClick={() => setOpen(false)}
          sx={{ position: 'absolute', right: 8, top: 8, bgcolor: 'background.paper' }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent sx={{ p: 0 }}>
          <Box
            component="img"
            src={src}
            alt={`${title} (enlarged)`}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '85vh' }}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
