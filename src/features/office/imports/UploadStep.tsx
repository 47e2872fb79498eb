import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import {
  useListOfficeDesksQuery,
  useUploadImportMutation,
  type ImportPreview,
  type ImportUploadForm,
} from '../../../api/enhancedApi';
import { useAppSelector } from '../../../app/hooks';
import { isAdminRole, selectCurrentUser } from '../../../app/sessionSlice';
import { LoadErrorAlert } from '../../../components/feedback/LoadErrorAlert';
import { LoadingBlock } from '../../../components/feedback/LoadingBlock';
import { useSubmit } from '../../../components/form/useSubmit';
import { SectionPanel } from '../../../components/SectionPanel';
import { FilePicker } from './FilePicker';
import { importDesks } from './importDesks';
import { importFailure } from './importFailure';
import { UploadBar } from './UploadBar';

type Props = { onUploaded: (preview: ImportPreview) => void };

/**
 * Step 1 (docs/product.md#importing-the-offices-log): the desk the items go to and the file.
 * The server reads and checks it and answers a preview; nothing is imported yet.
 */
export function UploadStep({ onUploaded }: Props) {
  const admin = isAdminRole(useAppSelector(selectCurrentUser)?.role);
  const desksQuery = useListOfficeDesksQuery();
  const desks = importDesks(desksQuery.data?.desks ?? [], admin);
  const [picked, setPicked] = useState<string | null>(null);
  const deskId = picked ?? desks[0]?._id ?? '';
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [upload] = useUploadImportMutation();
  const form = useSubmit(
    () => {
      setMissing(!file);
      // The file part's own name is not kept (openapi.yaml `ImportUploadForm`): a field of its own.
      return file && deskId ? { deskId, fileName: file.name, file } : null;
    },
    async (importUploadForm: ImportUploadForm) => {
      setError(null);
      onUploaded(await upload({ importUploadForm }).unwrap());
    },
    (err) => setError(importFailure(err)),
  );
  const noDesk = desksQuery.isSuccess && desks.length === 0;

  return (
    <SectionPanel
      title="1. Upload"
      headingId="import-upload"
      intro="The office's log as a spreadsheet: you will map its columns and see what would be imported before anything is."
    >
      {desksQuery.error ? (
        <LoadErrorAlert
          action="load desks"
          error={desksQuery.error}
          onRetry={() => void desksQuery.refetch()}
        />
      ) : null}
      {desksQuery.isLoading ? (
        <LoadingBlock label="Loading desks" />
      ) : noDesk ? (
        <Alert severity="info">
          You work at no desk yet, and an import goes to one of your desks. An admin adds keepers to
          desks.
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={form.onSubmit} aria-labelledby="import-upload">
          <Stack spacing={2} sx={{ mt: 1 }}>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <TextField
              select
              label="Desk"
              value={deskId}
              onChange={(event) => setPicked(event.target.value)}
              disabled={form.busy}
              helperText="The imported items are held at this desk."
              sx={{ maxWidth: 420 }}
            >
              {desks.map((d) => (
                <MenuItem key={d._id} value={d._id}>
                  {d.mine ? `${d.name} (your desk)` : d.name}
                </MenuItem>
              ))}
            </TextField>
            <FilePicker
              file={file}
              onChange={(next) => {
                setFile(next);
                setMissing(false);
                setError(null);
              }}
              error={missing ? 'Choose the spreadsheet to import.' : null}
              disabled={form.busy}
            />
            {form.busy ? <UploadBar /> : null}
            <Box>
              <Button type="submit" variant="contained" disabled={form.busy}>
                {form.busy ? 'Uploading…' : 'Upload and preview'}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </SectionPanel>
  );
}
