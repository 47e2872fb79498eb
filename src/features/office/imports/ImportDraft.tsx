import { Alert, Stack, Typography } from '@mui/material';
import { LoadingBlock } from '../../../components/feedback/LoadingBlock';
import { SectionPanel } from '../../../components/SectionPanel';
import { MappingFields } from './MappingFields';
import { PreviewStep } from './PreviewStep';
import { SampleTable } from './SampleTable';
import { useDraftMapping } from './useDraftMapping';
import type { ImportPreview, OfficeImport } from '../../../api/enhancedApi';

type Props = {
  imp: OfficeImport;
  /** The last preview the server answered for it; null after a reload. */
  preview: ImportPreview | null;
  onPreview: (preview: ImportPreview) => void;
  onStartOver: () => void;
};

/** Steps 2 and 3 of an uploaded file: map its columns, see the preview, start the import. */
export function ImportDraft({ imp, preview, onPreview, onStartOver }: Props) {
  const draft = useDraftMapping(imp, preview, onPreview);
  return (
    <>
      <SectionPanel
        title="2. Map columns"
        headingId="import-mapping"
        intro="Which column of the file feeds each field of the item. Title, Category and Place found are needed; a field not imported takes its default (the description is the title, the date found the day of the import)."
      >
        <Stack spacing={2} sx={{ mt: 2 }}>
          <MappingFields columns={imp.columns} mapping={draft.mapping} onChange={draft.change} />
          {draft.error ? <Alert severity="error">{draft.error}</Alert> : null}
          {preview ? (
            <SampleTable columns={imp.columns} mapping={draft.mapping} sample={preview.sample} />
          ) : null}
        </Stack>
      </SectionPanel>
      {preview ? (
        <PreviewStep
          preview={preview}
          stale={draft.busy || !!draft.error}
          onStartOver={onStartOver}
        />
      ) : draft.error ? (
        <Typography color="text.secondary" sx={{ mt: 4 }}>
          The preview shows once the mapping is accepted.
        </Typography>
      ) : (
        <LoadingBlock label="Loading the preview" />
      )}
    </>
  );
}
