import { useState } from 'react';
import {
  Button,
  Chip,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import {
  useDeleteCategoryMutation,
  useListAllCategoriesQuery,
  type Category,
} from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { CategoryCreateForm } from '../CategoryCreateForm';
import { CategoryEditDialog } from '../CategoryEditDialog';
import { ConfirmDialog } from '../ConfirmDialog';
import { ErrorBanner } from '../ErrorBanner';
import { PagedFooter } from '../PagedFooter';
import { PAGE_SIZE, usDate } from '../adminConstants';
import { useErrorBanner, useQueryErrorReport } from '../useErrorBanner';

/** SPEC §6: manage categories: create, edit (incl. reactivation), deactivate (confirmed). */
export default function CategoriesTab() {
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useListAllCategoriesQuery({ page, limit: PAGE_SIZE });
  const [deactivate, { isLoading: deactivating }] = useDeleteCategoryMutation();
  const [editing, setEditing] = useState<Category | null>(null);
  const [pending, setPending] = useState<Category | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { banner, report } = useErrorBanner();
  useQueryErrorReport(error, 'Failed to load data', report);

  const confirmDeactivate = async () => {
    if (!pending) return;
    setConfirmOpen(false);
    try {
      await deactivate({ id: pending._id }).unwrap();
      showToast(`Category "${pending.name}" deactivated`, 'success');
    } catch (err) {
      report('Failed to deactivate category', err);
    }
  };

  return (
    <Stack spacing={2}>
      <ErrorBanner text={banner} />
      <CategoryCreateForm onError={report} />
      {isFetching && !data ? <CircularProgress aria-label="Loading categories" /> : null}
      {data ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Categories">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Description</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Created</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.categories.map((category) => (
                <TableRow key={category._id}>
                  <TableCell>{category.name}</TableCell>
                  <TableCell>{category.description || '—'}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={category.isActive ? 'Active' : 'Inactive'}
                      color={category.isActive ? 'success' : 'default'}
                      variant="outlined"
                    />
                  </TableCell>
                  <TableCell>{usDate(category.createdAt)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      onClick={() => setEditing(category)}
                      aria-label={`Edit ${category.name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      color="warning"
                      disabled={!category.isActive || deactivating}
                      onClick={() => {
                        setPending(category);
                        setConfirmOpen(true);
                      }}
                      aria-label={`Deactivate ${category.name}`}
                    >
                      Deactivate
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      <PagedFooter
        pagination={data?.pagination}
        page={page}
        onChange={setPage}
        label="categories"
      />
      <ConfirmDialog
        open={confirmOpen}
        title="Deactivate category?"
        message={
          pending
            ? `"${pending.name}" will no longer be offered for new items. Items keep their category; you can reactivate it from Edit.`
            : ''
        }
        confirmLabel="Deactivate"
        onConfirm={confirmDeactivate}
        onCancel={() => setConfirmOpen(false)}
      />
      {editing ? <CategoryEditDialog category={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
