import { useState } from 'react';
import { Checkbox, FormControlLabel } from '@mui/material';
import { useUpdateItemMutation, type Item } from '../../../api/enhancedApi';
import { FormSection } from '../../../components/form/FormSection';
import { showToast } from '../../../app/toasts';
import { FormActions } from '../../../components/form/FormActions';
import { ITEM_STATUSES } from '../shared/itemStatuses';
import { OwnershipQuestionsField } from '../../office/claims/OwnershipQuestionsField';
import { useQuestionsDraft } from '../../office/claims/useQuestionsDraft';
import { ItemFormFields } from './ItemFormFields';
import { useItemForm } from './useItemForm';
import { useCategoryOptions } from './useCategoryOptions';
import { UploadProgress } from './UploadProgress';
import { trimmed } from './itemForm';

/**
 * Inline edit of an item (details page and dashboard): title, description, category (the same
 * select as Create, sent as its name text),
 * status (all four), location, a new image, or "Remove Image". Failures are toasted by the
 * shared error listener ("Failed to update item: …").
 */
export function ItemEditForm({ item, onDone }: { item: Item; onDone: () => void }) {
  const form = useItemForm({
    title: item.title,
    description: item.description,
    category: item.category.name,
    status: item.status,
    location: item.location,
  });
  const categoryOptions = useCategoryOptions(item.category.name);
  const [removeImage, setRemoveImage] = useState(false);
  const [updateItem, updating] = useUpdateItemMutation();
  // Ownership questions while the item is Found and nobody has claimed it (docs/product.md#office).
  const asksQuestions = form.values.status === 'Found' && !item.claimedById;
  const questions = useQuestionsDraft(item._id, asksQuestions);
  const isLoading = updating.isLoading || questions.saving;

  const submit = async () => {
    const questionsOk = !asksQuestions || questions.validate();
    if (!form.validate() || !questionsOk) return;
    // A new file replaces the photo; an empty value (null → '' in the form data) removes it;
    // leaving the field out keeps it (openapi ItemUpdateForm).
    const image = form.file ?? (removeImage ? (null as unknown as Blob) : undefined);
    try {
      await updateItem({
        id: item._id,
        itemUpdateForm: { ...trimmed(form.values), image },
      }).unwrap();
      showToast('Item updated successfully', 'success');
      // Stay in the form when the questions were not saved (the failure is toasted).
      if (asksQuestions && !(await questions.save(item._id))) return;
      onDone();
    } catch {
      // toasted by the error listener
    }
  };

  return (
    <FormSection title="Edit Item" label={`Edit ${item.title}`} onSubmit={submit}>
      <ItemFormFields
        form={form}
        statuses={ITEM_STATUSES}
        categoryOptions={categoryOptions}
        disabled={isLoading}
        imageLabel={item.image ? 'Replace Image' : 'Upload Image'}
        onImage={(next) => next && setRemoveImage(false)}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={removeImage}
            onChange={(e) => {
              setRemoveImage(e.target.checked);
              if (e.target.checked) form.pickImage(null);
            }}
            disabled={isLoading || !item.image}
          />
        }
        label="Remove Image"
      />
      {asksQuestions && (
        <OwnershipQuestionsField draft={questions} disabled={isLoading || questions.loading} />
      )}
      <UploadProgress endpoint="updateItem" />
      <FormActions busy={isLoading} label="Save Changes" busyLabel="Saving..." onCancel={onDone} />
    </FormSection>
  );
}
