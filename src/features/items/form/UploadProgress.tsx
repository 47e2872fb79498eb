import { Box, LinearProgress, Typography } from '@mui/material';
import { useUploadProgress } from '../../../api/uploadProgress';

/** The upload bar of a multipart item call, with its percentage, while the body is sent. */
export function UploadProgress({ endpoint }: { endpoint: 'createItem' | 'updateItem' }) {
  const percent = useUploadProgress(endpoint);
  if (percent === null) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
        aria-label="Upload progress"
      />
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 40 }}>
        {percent}%
      </Typography>
    </Box>
  );
}
