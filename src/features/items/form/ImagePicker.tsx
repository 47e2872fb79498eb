import { useEffect, useMemo, useRef, type ChangeEvent } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';

function objectUrl(file: File): string | null {
  try {
    return URL.createObjectURL(file);
  } catch {
    return null; // no preview where object URLs are unavailable (e.g. jsdom)
  }
}

/** Optional image input (accept="image/*") with a preview thumbnail and an inline error. */
export function ImagePicker({
  file,
  onChange,
  error,
  disabled,
  label = 'Upload Image',
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  disabled?: boolean;
  label?: string;
}) {
  const preview = useMemo(
    () => (file && file.type.startsWith('image/') ? objectUrl(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  // A real button that opens the file chooser: a <label> styled as a button cannot be used with
  // Enter or Space (docs/accessibility.md#keyboard).
  const input = useRef<HTMLInputElement>(null);
  const handle = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.files?.[0] ?? null);

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {label}
        </Button>
        <input
          ref={input}
          hidden
          type="file"
          accept="image/*"
          aria-label="Item image"
          onChange={handle}
          disabled={disabled}
        />
        {file && (
          <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 240 }}>
            {file.name}
          </Typography>
        )}
        {file && (
          <Button size="small" onClick={() => onChange(null)} disabled={disabled}>
            Clear
          </Button>
        )}
      </Stack>
      {preview && (
        <Box
          component="img"
          src={preview}
          alt="Selected image preview"
          sx={{
            mt: 1.5,
            width: 120,
            height: 90,
            objectFit: 'cover',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
