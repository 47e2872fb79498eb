import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useCreatePlaceMutation } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { PlaceFields, usePlaceFields } from './usePlaceFields';
import type { ReportFailure } from '../shared/useErrorBanner';
import type { FormEvent } from 'react';

/** "New place" above the table; failures (a taken alias: 409) go to the tab's banner. */
export function PlaceCreateForm({ onError }: { onError: ReportFailure }) {
  const fields = usePlaceFields();
  const [create, { isLoading }] = useCreatePlaceMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = fields.read();
    if (!body) return;
    try {
      const result = await create({ placeInput: body }).unwrap();
      showToast(`Place "${result.place.name}" added`, 'success');
      fields.reset();
    } catch (err) {
      onError('create place', err);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        New place
      </Typography>
      <Stack
        component="form"
        onSubmit={submit}
        noValidate
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <PlaceFields fields={fields} nameLabel="Place name" compact />
        <Box sx={{ flexShrink: 0 }}>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Add place
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
