import { useState, type FormEvent } from 'react';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useCreateCategoryMutation } from '../../api/enhancedApi';
import { showToast } from '../../app/toasts';

type Props = { onError: (prefix: string, error: unknown) => void };

/** SPEC §5: category name required, description optional. */
export function CategoryCreateForm({ onError }: Props) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateCategoryMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Category name is required');
      return;
    }
    try {
      const body = description.trim()
        ? { name: name.trim(), description: description.trim() }
        : { name: name.trim() };
      const result = await create({ body }).unwrap();
      showToast(`Category "${result.category.name}" created`, 'success');
      setName('');
      setDescription('');
    } catch (err) {
      onError('Failed to create category', err);
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
        <TextField
          label="Category name"
          size="small"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
          error={!!nameError}
          helperText={nameError}
          required
        />
        <TextField
          label="Description"
          size="small"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="contained" disabled={isLoading}>
          Create category
        </Button>
      </Stack>
    </Paper>
  );
}
