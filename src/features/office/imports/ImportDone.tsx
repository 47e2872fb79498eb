import { useRef, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { useUndoImportMutation, type OfficeImport } from '../../../api/enhancedApi';
import { plural } from '../../../app/plural';
import { showToast } from '../../../app/toasts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SectionPanel } from '../../../components/SectionPanel';
import { useFocusAfterClose } from '../../../components/useFocusAfterClose';
import { importFailure } from './importFailure';
import { finishedText, UNDONE_TEXT } from './importTexts';
import { ReportButton } from './ReportButton';

type Props = { imp: OfficeImport; onStartOver: () => void };

/**
 * A finished import (or an undone one): what it did, its report, and Undo while none of its
 * items has been claimed, returned or disposed of (docs/product.md#importing-the-offices-log).
 */
export function ImportDone({ imp, onStartOver }: Props) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [undo, { isLoading }] = useUndoImportMutation();
  const undone = imp.status === 'undone';
  // Undone, the Undo button is gone: focus goes on to the step's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterClose = useFocusAfterClose(asking);

  const onUndo = async () => {
    setError(null);
    try {
      await undo({ importId: imp.id }).unwrap();
      focusAfterClose(heading);
      showToast('Import undone: its items were removed.', 'success');
    } catch (err) {
      setError(importFailure(err));
    } finally {
      setAsking(false);
    }
  };

  return (
    <SectionPanel title="4. Import" headingId="import-result" headingRef={heading} headingGutter>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity={undone ? 'info' : 'success'} sx={{ width: '100%' }}>
          {undone ? `${UNDONE_TEXT}: its items were removed.` : `${finishedText(imp)}.`}
        </Alert>
        {error ? (
          <Alert severity="error" sx={{ width: '100%' }} onClose={() => setError(null)}>
            {error}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: 'flex-start' }}>
          <ReportButton imp={imp} label="Download the report" />
          {imp.canUndo && !undone ? (
            <Button color="warning" startIcon={<UndoIcon />} onClick={() => setAsking(true)}>
              Undo this import
            </Button>
          ) : null}
          <Button variant="outlined" onClick={onStartOver}>
            Import another file
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking}
        title="Undo this import?"
        message={`The ${plural(imp.created, 'item')} it created will be removed, all at once, and its rows may be imported again.`}
        confirmLabel="Undo import"
        busy={isLoading}
        busyLabel="Undoing…"
        onConfirm={() => void onUndo()}
        onCancel={() => setAsking(false)}
      />
    </SectionPanel>
  );
}
