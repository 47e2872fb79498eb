import { TextField } from '@mui/material';
import {
  useCreateDeskMutation,
  useUpdateDeskMutation,
  type DeskDetail,
} from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { FormDialog } from '../../../components/form/FormDialog';
import { useSubmitShowingFailure } from '../../../components/form/useSubmitShowingFailure';
import { KeepersField } from './KeepersField';
import { StoragePlacesField } from './StoragePlacesField';
import { DESK_LIMITS, EMPTY_DESK, deskInputOf, useDeskFields } from './useDeskFields';

type Props = { desk: DeskDetail | null; onClose: () => void };

/** Add a desk (`desk` null) or replace one's details, keepers and storage places. */
export function DeskDialog({ desk, onClose }: Props) {
  const fields = useDeskFields(desk ? deskInputOf(desk) : EMPTY_DESK);
  const [create] = useCreateDeskMutation();
  const [update] = useUpdateDeskMutation();
  // A taken name or a keeper who is no longer one (409): the dialog stays open to fix it.
  const form = useSubmitShowingFailure(
    fields.read,
    desk ? 'update desk' : 'create desk',
    async (deskInput) => {
      if (desk) {
        await update({ id: desk._id, deskInput }).unwrap();
        showToast('Desk updated', 'success');
      } else {
        const result = await create({ deskInput }).unwrap();
        showToast(`Desk "${result.desk.name}" added`, 'success');
      }
      onClose();
    },
  );

  return (
    <FormDialog
      title={desk ? 'Edit desk' : 'New desk'}
      form={form}
      onCancel={onClose}
      submitLabel={desk ? 'Save' : 'Add desk'}
    >
      {(Object.keys(DESK_LIMITS) as (keyof typeof DESK_LIMITS)[]).map((key) => (
        <TextField
          key={key}
          label={fields.labels[key]}
          value={fields.values[key]}
          onChange={(event) => fields.set(key, event.target.value)}
          error={!!fields.errors[key]}
          helperText={fields.errors[key] ?? HELP[key]}
          required
        />
      ))}
      <KeepersField
        keeperIds={fields.values.keeperIds}
        onChange={(ids) => fields.set('keeperIds', ids)}
        known={desk?.keepers}
      />
      <StoragePlacesField
        places={fields.values.storagePlaces}
        onChange={(places) => fields.set('storagePlaces', places)}
        error={fields.errors.storagePlaces}
      />
    </FormDialog>
  );
}

const HELP: Record<keyof typeof DESK_LIMITS, string> = {
  name: 'e.g. Library desk',
  place: 'Where it is, e.g. Library, ground floor',
  hours: 'e.g. Mon–Fri 9:00–17:00',
  contact: 'An e-mail address or phone number',
};
