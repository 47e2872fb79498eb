import { useId, useState } from 'react';
import { Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import DoneIcon from '@mui/icons-material/TaskAltOutlined';
import { useCloseLostReportMutation, type Item } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { FormDialog } from '../../../components/form/FormDialog';
import { NoteField } from '../../../components/form/NoteField';
import { useSubmitShowingFailure } from '../../../components/form/useSubmitShowingFailure';
import { isPoster, type Viewer } from '../shared/itemPermissions';

type Reason = 'got-it-back' | 'no-longer-looking';

/** The owner's own Lost report while it is open: active, Lost, never closed. */
export const canCloseReport = (item: Item, viewer: Viewer) =>
  isPoster(item, viewer) && item.status === 'Lost' && item.isActive && !item.closedAs;

/** Asks how the report ended, with an optional note (docs/product.md#closing-a-lost-report). */
function CloseReportDialog({ item, onClose }: { item: Item; onClose: () => void }) {
  const [reason, setReason] = useState<Reason>('got-it-back');
  const [note, setNote] = useState('');
  const [close] = useCloseLostReportMutation();
  const reasonLabelId = useId();
  const read = () => {
    const trimmed = note.trim();
    return trimmed ? { reason, note: trimmed } : { reason };
  };
  const form = useSubmitShowingFailure(read, 'close the report', async (body) => {
    await close({ id: item._id, body }).unwrap();
    showToast('Lost report closed.', 'success');
    onClose();
  });

  return (
    <FormDialog
      title="Close this lost report?"
      form={form}
      onCancel={onClose}
      submitLabel="Close report"
      busyLabel="Closing…"
      intro={`“${item.title}” (${item.reference}) stops getting match alerts.`}
    >
      <FormControl>
        <FormLabel id={reasonLabelId}>Why are you closing it?</FormLabel>
        <RadioGroup
          aria-labelledby={reasonLabelId}
          value={reason}
          onChange={(event) => setReason(event.target.value as Reason)}
        >
          <FormControlLabel value="got-it-back" control={<Radio />} label="I got it back" />
          <FormControlLabel
            value="no-longer-looking"
            control={<Radio />}
            label="No longer looking"
          />
        </RadioGroup>
      </FormControl>
      <NoteField value={note} onChange={setNote} />
    </FormDialog>
  );
}

/** "Close report" on the owner's own open Lost report, with its dialog. */
export function CloseReportButton({ item, viewer }: { item: Item; viewer: Viewer }) {
  const [open, setOpen] = useState(false);
  if (!canCloseReport(item, viewer)) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<DoneIcon />} onClick={() => setOpen(true)}>
        Close report
      </Button>
      {open && <CloseReportDialog item={item} onClose={() => setOpen(false)} />}
    </>
  );
}
