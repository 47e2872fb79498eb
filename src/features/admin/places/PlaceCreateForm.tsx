import { useCreatePlaceMutation } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { useSubmit } from '../../../components/form/useSubmit';
import { CreateFormPanel } from '../shared/CreateFormPanel';
import { PlaceFields, usePlaceFields } from './usePlaceFields';
import type { ReportFailure } from '../shared/useErrorBanner';

/** "New place" above the table; failures (a taken alias: 409) go to the tab's banner. */
export function PlaceCreateForm({ onError }: { onError: ReportFailure }) {
  const fields = usePlaceFields();
  const [create] = useCreatePlaceMutation();
  const submit = useSubmit(
    fields.read,
    async (placeInput) => {
      const result = await create({ placeInput }).unwrap();
      showToast(`Place "${result.place.name}" added`, 'success');
      fields.reset();
    },
    (err) => onError('create place', err),
  );

  return (
    <CreateFormPanel heading="New place" form={submit} submitLabel="Add place">
      <PlaceFields fields={fields} nameLabel="Place name" compact />
    </CreateFormPanel>
  );
}
