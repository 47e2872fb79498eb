import { useUpdatePlaceMutation, type Place } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { FormDialog } from '../../../components/form/FormDialog';
import { useSubmitShowingFailure } from '../../../components/form/useSubmitShowingFailure';
import { PlaceFields, usePlaceFields } from './usePlaceFields';

type Props = { place: Place; onClose: () => void };

/**
 * Rename a place and edit its aliases as chips; Save replaces the whole list. The server names
 * an alias another place holds (409): the dialog stays open to fix it.
 */
export function PlaceEditDialog({ place, onClose }: Props) {
  const fields = usePlaceFields({ name: place.name, aliases: place.aliases });
  const [update] = useUpdatePlaceMutation();
  const form = useSubmitShowingFailure(fields.read, 'update place', async (body) => {
    await update({ id: place._id, placeInput: body }).unwrap();
    showToast('Place updated', 'success');
    onClose();
  });

  return (
    <FormDialog title="Edit place" form={form} onCancel={onClose} submitLabel="Save">
      <PlaceFields fields={fields} nameLabel="Name" />
    </FormDialog>
  );
}
