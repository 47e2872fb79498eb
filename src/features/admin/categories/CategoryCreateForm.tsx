import { Button, Paper, Stack, Typography } from '@mui/material';
import { useCreateCategoryMutation } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { CategoryFields, useCategoryFields } from './useCategoryFields';
import type { ReportFailure } from '../shared/useErrorBanner';
import type { FormEvent } from 'react';

/** "New category" above the table; failures go to the tab's banner. */
export function CategoryCreateForm({ onError }: { onError: ReportFailure }) {
  const fields = useCategoryFields();
  const [create, { isLoading }] = useCreateCategoryMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = fields.read();
    if (!values) return;
    try {
      // The description is optional: an empty one is left out.
      const { description, ...required } = values;
      const body = description ? values : required;
      const result = await create({ body }).unwrap();
      showToast(`Category "${result.category.name}" created`, 'success');
      fields.reset();
    } catch (err) {
      onError('create category', err);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        New category
      </Typography>
      <Stack
        component="form"
        onSubmit={submit}
        noValidate
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <CategoryFields fields={fields} nameLabel="Category name" compact />
        <Button type="submit" variant="contained" disabled={isLoading}>
          Create category
        </Button>
      </Stack>
    </Paper>
  );
}
