import { useState } from 'react';
import { FormControlLabel, Switch } from '@mui/material';
import { useUpdateCategoryMutation, type Category } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { FormDialog } from '../../../components/form/FormDialog';
import { useSubmitShowingFailure } from '../../../components/form/useSubmitShowingFailure';
import { CategoryFields, useCategoryFields } from './useCategoryFields';

type Props = { category: Category; onClose: () => void };

/** Edit a category; switching "Active" back on is how a deactivated category returns. */
export function CategoryEditDialog({ category, onClose }: Props) {
  const fields = useCategoryFields({
    name: category.name,
    description: category.description,
    retentionDays: String(category.retentionDays),
  });
  const [isActive, setIsActive] = useState(category.isActive);
  const [update] = useUpdateCategoryMutation();
  const form = useSubmitShowingFailure(fields.read, 'update category', async (values) => {
    await update({ id: category._id, body: { ...values, isActive } }).unwrap();
    showToast('Category updated', 'success');
    onClose();
  });

  return (
    <FormDialog title="Edit category" form={form} onCancel={onClose} submitLabel="Save">
      <CategoryFields fields={fields} nameLabel="Name" />
      <FormControlLabel
        control={
          <Switch checked={isActive} onChange={(event) => setIsActive(event.target.checked)} />
        }
        label="Active"
      />
    </FormDialog>
  );
}
