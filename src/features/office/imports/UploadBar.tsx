import { Box, LinearProgress, Typography } from '@mui/material';
import { useUploadProgress } from '../../../api/uploadProgress';

/**
 * The upload's bar while the file is sent: its percentage when the browser reports one, then,
 * while the server reads and checks every row, a bar without an end.
 */
export function UploadBar() {
  const percent = useUploadProgress('uploadImport');
  const sending = percent !== null && percent > 0 && percent < 100;
  const text = sending
    ? `Uploading… ${percent}%`
    : percent === 100
      ? 'Reading and checking the rows…'
      : 'Uploading…';
  return (
    <Box>
      <LinearProgress
        variant={sending ? 'determinate' : 'indeterminate'}
        value={sending ? percent : undefined}
        aria-label="Upload progress"
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} role="status">
        {text}
      </Typography>
    </Box>
  );
}
