import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';

/** What the server reads (openapi.yaml `ImportUploadForm`). */
const ACCEPT = '.csv,.xlsx';
const readable = (file: File) => /\.(csv|xlsx)$/i.test(file.name);

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1048576).toFixed(1)} MB`;

type Props = {
  file: File | null;
  onChange: (file: File | null) => void;
  /** Why the form cannot be sent yet (no file chosen). */
  error?: string | null;
  disabled?: boolean;
};

/**
 * The spreadsheet: a real button opens the file chooser (docs/accessibility.md#keyboard), and a
 * file dropped on the box is taken too; a dropped file of another kind is refused here, as the
 * chooser's filter would have.
 */
export function FilePicker({ file, onChange, error, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const take = (next: File | null) => {
    setRefused(next && !readable(next) ? `${next.name} is not a .csv or .xlsx file.` : null);
    onChange(next && readable(next) ? next : null);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files[0] ?? null);
  };
  const message = refused ?? error;

  return (
    <Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : message ? 'error.main' : 'divider',
          borderRadius: 1,
          p: 2,
        }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<UploadIcon />}
            disabled={disabled}
            onClick={() => input.current?.click()}
          >
            Choose a file
          </Button>
          <input
            ref={input}
            hidden
            type="file"
            accept={ACCEPT}
            aria-label="Spreadsheet file"
            disabled={disabled}
            onChange={(event) => {
              take(event.target.files?.[0] ?? null);
              // The same file chosen again (after fixing it) is a new choice.
              event.target.value = '';
            }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {file ? `${file.name} (${sizeText(file.size)})` : 'or drop it here'}
          </Typography>
        </Stack>
      </Box>
      <FormHelperText error={!!message}>
        {message ??
          'CSV (UTF-8) or Excel (.xlsx), at most 8 MB and 20,000 rows; the first row names the columns.'}
      </FormHelperText>
    </Box>
  );
}
