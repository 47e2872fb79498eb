import { useCreateCategoryMutation } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { useSubmit } from '../../../components/form/useSubmit';
import { CreateFormPanel } from '../shared/CreateFormPanel';
import { CategoryFields, useCategoryFields } from './useCategoryFields';
import type { ReportFailure } from '../shared/useErrorBanner';

/** "New category" above the table; failures go to the tab's banner. */
export function CategoryCreateForm({ onError }: { onError: ReportFailure }) {
  const fields = useCategoryFields();
  const [create] = useCreateCategoryMutation();
  const submit = useSubmit(
    fields.read,
    async (values) => {
      // The description is optional: an empty one is left out.
      const { description, ...required } = values;
      const result = await create({ body: description ? values : required }).unwrap();
      showToast(`Category "${result.category.name}" created`, 'success');
      fields.reset();
    },
    (err) => onError('create category', err),
  );

  return (
    <CreateFormPanel heading="New category" form={submit} submitLabel="Create category">
      <CategoryFields fields={fields} nameLabel="Category name" compact />
    </CreateFormPanel>
  );
}
