import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useStartImportMutation, type ImportPreview } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { SectionPanel } from '../../../components/SectionPanel';
import { importFailure } from './importFailure';
import { importButtonText, previewCounts, skipBadRowsText } from './importTexts';
import { PreviewTables } from './PreviewTables';
import { ReportButton } from './ReportButton';

type Props = {
  preview: ImportPreview;
  /** The mapping changed and its preview is not back (or was refused): nothing to start yet. */
  stale: boolean;
  onStartOver: () => void;
};

/**
 * Step 3: what the import would do under the mapping, and Start. Rows with problems are skipped
 * only when the keeper says so; otherwise they fix the file and upload it again
 * (docs/product.md#importing-the-offices-log).
 */
export function PreviewStep({ preview, stale, onStartOver }: Props) {
  const imp = preview.import;
  const [skip, setSkip] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [start, { isLoading }] = useStartImportMutation();
  const problems = imp.badRows > 0;
  const ready = !stale && preview.newRows > 0 && (!problems || skip);

  const onStart = async () => {
    setError(null);
    try {
      await start({ importId: imp.id, body: { skipBadRows: problems && skip } }).unwrap();
      showToast(`Import of ${imp.fileName} started.`, 'success');
    } catch (err) {
      setError(importFailure(err));
    }
  };

  return (
    <SectionPanel title="3. Preview" headingId="import-preview" spaced>
      <Stack spacing={2}>
        <Typography aria-live="polite">{previewCounts(preview)}.</Typography>
        <PreviewTables preview={preview} />
        {problems ? (
          <Alert severity="warning">
            <Typography variant="body2" sx={{ mb: 1 }}>
              Rows with problems are not imported. Skip them, or fix the file and upload it again.
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1, alignItems: 'flex-start' }}
            >
              <FormControlLabel
                control={
                  <Checkbox checked={skip} onChange={(event) => setSkip(event.target.checked)} />
                }
                label={skipBadRowsText(imp.badRows)}
              />
              <Button variant="outlined" size="small" onClick={onStartOver}>
                Upload a fixed file
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
          <Button variant="contained" disabled={!ready || isLoading} onClick={() => void onStart()}>
            {isLoading ? 'Starting…' : importButtonText(preview.newRows)}
          </Button>
          <Box>
            <ReportButton imp={imp} label="Download the preview report" />
          </Box>
        </Stack>
      </Stack>
    </SectionPanel>
  );
}
