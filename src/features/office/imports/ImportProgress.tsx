import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useGetImportQuery, type OfficeImport } from '../../../api/enhancedApi';
import { plural } from '../../../app/plural';
import { SectionPanel } from '../../../components/SectionPanel';

/** How often a running import's progress is asked for. */
const POLL_MS = 1000;

/**
 * Step 4 while the import runs in the background (docs/product.md#importing-the-offices-log).
 * Shown only while it is queued or running, so its polling stops as soon as it is done.
 */
export function ImportProgress({ imp }: { imp: OfficeImport }) {
  useGetImportQuery({ importId: imp.id }, { pollingInterval: POLL_MS });
  const percent = imp.rowCount > 0 ? Math.round((imp.processed / imp.rowCount) * 100) : 0;
  return (
    <SectionPanel title="4. Import" headingId="import-progress" headingGutter>
      <Stack spacing={1.5}>
        <Typography>
          {imp.status === 'queued'
            ? `Waiting to start: ${plural(imp.rowCount, 'row')} to import.`
            : `Importing: ${imp.processed} of ${plural(imp.rowCount, 'row')} done.`}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, percent)}
            aria-label="Import progress"
            sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: 40 }}>
            {percent}%
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          The import goes on if you leave: this page’s address brings its progress back.
        </Typography>
      </Stack>
    </SectionPanel>
  );
}
