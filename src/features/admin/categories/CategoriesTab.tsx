import { useState } from 'react';
import { Chip, Stack } from '@mui/material';
import {
  useDeleteCategoryMutation,
  useListAllCategoriesQuery,
  type Category,
} from '../../../api/enhancedApi';
import { EditDeleteActions } from '../shared/EditDeleteActions';
import { ErrorBanner } from '../shared/ErrorBanner';
import { PagedTable, type Column } from '../shared/PagedTable';
import { PAGE_SIZE, usDate } from '../shared/adminConstants';
import { useQueryErrorBanner } from '../shared/useErrorBanner';
import { useConfirmedRemoval } from '../shared/useConfirmedRemoval';
import { CategoryCreateForm } from './CategoryCreateForm';
import { CategoryEditDialog } from './CategoryEditDialog';

/** Manage categories: create, edit (incl. reactivation), deactivate (confirmed). */
export default function CategoriesTab() {
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useListAllCategoriesQuery({ page, limit: PAGE_SIZE });
  const [deactivate, { isLoading: deactivating }] = useDeleteCategoryMutation();
  const [editing, setEditing] = useState<Category | null>(null);
  const { banner, report } = useQueryErrorBanner(error);

  const deactivation = useConfirmedRemoval<Category>('deactivate category', {
    remove: (category) => deactivate({ id: category._id }).unwrap(),
    consequence: (category) =>
      `"${category.name}" will no longer be offered for new items. Items keep their category; you can reactivate it from Edit.`,
    report,
  });

  const columns: Column<Category>[] = [
    { header: 'Name', cell: (category) => category.name },
    {
      header: 'Description',
      cell: (category) => category.description || '—',
      hideOnPhone: true,
    },
    {
      header: 'Retention',
      cell: (category) =>
        `${category.retentionDays} ${category.retentionDays === 1 ? 'day' : 'days'}`,
      // On a phone the edit dialog shows it: the row keeps its actions on screen.
      hideOnPhone: true,
    },
    {
      header: 'Status',
      cell: (category) => (
        <Chip
          size="small"
          label={category.isActive ? 'Active' : 'Inactive'}
          color={category.isActive ? 'success' : 'default'}
          variant="outlined"
        />
      ),
    },
    { header: 'Created', cell: (category) => usDate(category.createdAt), hideOnPhone: true },
    {
      header: 'Actions',
      align: 'right',
      cell: (category) => (
        <EditDeleteActions
          name={category.name}
          onEdit={() => setEditing(category)}
          onDelete={() => deactivation.ask(category)}
          deleting={!category.isActive || deactivating}
          deactivates
        />
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <ErrorBanner text={banner} />
      <CategoryCreateForm onError={report} />
      <PagedTable
        label="Categories"
        rows={data?.categories}
        columns={columns}
        loading={isFetching && !data}
        loadingLabel="Loading categories"
        paging={{ pagination: data?.pagination, page, onChange: setPage, label: 'categories' }}
      />
      {deactivation.dialog}
      {editing ? <CategoryEditDialog category={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
