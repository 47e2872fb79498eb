import { useState } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import ImageIcon from '@mui/icons-material/ImageNotSupportedOutlined';

/** An item's picture, or a neutral placeholder when there is none or it fails to load. */
export function ItemPicture({
  src,
  alt,
  sx,
  iconSize = 'large',
}: {
  src: string | null;
  alt: string;
  sx?: SxProps<Theme>;
  iconSize?: 'medium' | 'large';
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <Box
        sx={[
          {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.hover',
            color: 'text.disabled',
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <ImageIcon fontSize={iconSize} aria-label="No image" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(src)}
      sx={[{ display: 'block', objectFit: 'cover' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
