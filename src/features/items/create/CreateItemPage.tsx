import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import {
  useCreateItemMutation,
  useListCategoriesQuery,
  type Item,
  type ItemStatus,
} from '../../../api/enhancedApi';
import { useCategoryOptions } from '../form/useCategoryOptions';
import { showToast } from '../../../app/toasts';
import { FormActions } from '../../../components/form/FormActions';
import { ItemFormFields } from '../form/ItemFormFields';
import { useItemForm } from '../form/useItemForm';
import { UploadProgress } from '../form/UploadProgress';
import { CREATE_STATUSES } from '../shared/itemStatuses';
import { trimmed, type ItemFormValues } from '../form/itemForm';
import { OwnershipQuestionsField } from '../../office/claims/OwnershipQuestionsField';
import { useQuestionsDraft } from '../../office/claims/useQuestionsDraft';
import { FoundForAlert } from './FoundForAlert';
import { useFoundForReport, type FoundForReport } from './useFoundForReport';

/**
 * docs/product.md#delays: the redirect after item creation waits 1000 ms (the success toast is
 * seen). It opens the new item, where a Lost report shows its possible matches and "Alert me".
 */
const REDIRECT_AFTER_CREATE_MS = 1000;

/** A post for a Lost report is a Found item. */
const FOUND_ONLY: ItemStatus[] = ['Found'];

const empty: ItemFormValues = {
  title: '',
  description: '',
  category: '',
  status: '',
  location: '',
};

/**
 * "I found this" prefills a Found item from the report with what helps the finder (title,
 * category, place), each editable; never the description: the owner's identifying details
 * ("name written inside") stay theirs, off the finder's public post (docs/product.md#i-found-this).
 */
const fromReport = (report: Item, categoryOptions?: string[]): ItemFormValues => ({
  title: report.title,
  description: '',
  // A category no longer listed cannot be posted in: the finder picks another.
  category:
    !categoryOptions || categoryOptions.includes(report.category.name) ? report.category.name : '',
  status: 'Found',
  location: report.location,
});

/**
 * `/items/create`: "Add New Item". With `?foundFor=<id>` ("I found this" on a Lost report,
 * docs/product.md#i-found-this) it posts a Found item for that report, prefilled from it.
 */
export default function CreateItemPage() {
  const foundFor = useFoundForReport();
  const categories = useListCategoriesQuery();
  const categoryOptions = useCategoryOptions();
  // The prefilled category waits for the list it is picked from.
  if (foundFor.state === 'loading' || (foundFor.state === 'ready' && categories.isLoading)) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the lost report" />
      </Box>
    );
  }
  return <CreateItemForm foundFor={foundFor} categoryOptions={categoryOptions} />;
}

/** The form itself; failures are toasted by the shared error listener. */
function CreateItemForm({
  foundFor,
  categoryOptions,
}: {
  foundFor: FoundForReport;
  categoryOptions?: string[];
}) {
  const navigate = useNavigate();
  const report = foundFor.state === 'ready' ? foundFor.report : null;
  const form = useItemForm(report ? fromReport(report, categoryOptions) : empty);
  // Ownership questions only on a Found item (docs/product.md#office).
  const questions = useQuestionsDraft();
  const asksQuestions = form.values.status === 'Found';
  const [done, setDone] = useState(false);
  const [createItem, { isLoading }] = useCreateItemMutation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const questionsOk = !asksQuestions || questions.validate();
    if (!form.validate() || !questionsOk) return;
    try {
      const { item } = await createItem({
        itemCreateForm: {
          ...trimmed(form.values),
          status: form.values.status as 'Lost' | 'Found',
          image: form.file ?? undefined,
          foundFor: report?._id,
        },
      }).unwrap();
      // The item is posted either way; a failure to save its questions is toasted.
      if (asksQuestions) await questions.save(item._id);
      showToast('Item created successfully!', 'success');
      setDone(true);
      timer.current = setTimeout(() => navigate(`/items/${item._id}`), REDIRECT_AFTER_CREATE_MS);
    } catch {
      // VALIDATION_ERROR details or "Failed to create item: …" come from the error listener
    }
  };

  const busy = isLoading || questions.saving || done;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Add New Item
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Lost something, or found something that belongs to someone else? Post it here.
        </Typography>
        <Box component="form" noValidate onSubmit={submit} aria-label="Add New Item">
          <Stack spacing={2.5}>
            <FoundForAlert foundFor={foundFor} />
            <ItemFormFields
              form={form}
              statuses={report ? FOUND_ONLY : CREATE_STATUSES}
              categoryOptions={categoryOptions}
              disabled={busy}
            />
            {asksQuestions && <OwnershipQuestionsField draft={questions} disabled={busy} />}
            <UploadProgress endpoint="createItem" />
            <FormActions
              busy={isLoading || questions.saving}
              disabled={done}
              label="Post Item"
              busyLabel="Posting..."
              size="large"
              onCancel={() => navigate(-1)}
            />
          </Stack>
        </Box>
      </Paper>
    </Box>
  );
}
