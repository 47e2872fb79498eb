import { Box, Button, Typography } from '@mui/material';
import { useGetImportQuery, type ImportPreview } from '../../../api/enhancedApi';
import { LoadingBlock } from '../../../components/feedback/LoadingBlock';
import { QueryErrorAlert } from '../../../components/feedback/QueryBody';
import { ImportDone } from './ImportDone';
import { ImportDraft } from './ImportDraft';
import { isRunning } from './importFields';
import { ImportProgress } from './ImportProgress';
import { useAnnounceFinish } from './useAnnounceFinish';

type Props = {
  importId: string;
  /** The preview the upload or the last mapping change answered, when it is this import's. */
  preview: ImportPreview | null;
  onPreview: (preview: ImportPreview) => void;
  onStartOver: () => void;
};

/**
 * The import the URL names (`?import=<id>`), at whatever step it is: a draft to map and start,
 * its progress while it runs, its result once done or undone. A reload comes back to it.
 */
export function ImportSession({ importId, preview, onPreview, onStartOver }: Props) {
  const query = useGetImportQuery({ importId });
  const imp = query.data;
  useAnnounceFinish(imp);
  if (!imp) {
    return query.isLoading ? (
      <LoadingBlock label="Loading the import" />
    ) : (
      <Box>
        <QueryErrorAlert action="load the import" query={query} />
        <Button variant="outlined" onClick={onStartOver}>
          Upload a file
        </Button>
      </Box>
    );
  }
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {imp.fileName}, for the {imp.deskName}
      </Typography>
      {imp.status === 'draft' ? (
        <ImportDraft imp={imp} preview={preview} onPreview={onPreview} onStartOver={onStartOver} />
      ) : isRunning(imp.status) ? (
        <ImportProgress imp={imp} />
      ) : (
        <ImportDone imp={imp} onStartOver={onStartOver} />
      )}
    </>
  );
}
