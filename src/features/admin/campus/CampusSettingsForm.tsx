import { useState, type FormEvent } from 'react';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import {
  useGetCampusSettingsQuery,
  useUpdateCampusSettingsMutation,
  type CampusSettings,
} from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import type { ReportFailure } from '../shared/useErrorBanner';

const FIELDS: { key: keyof CampusSettings; label: string; min: number; max: number }[] = [
  { key: 'campusName', label: 'Campus name', min: 1, max: 120 },
  { key: 'privacyContact', label: 'Privacy contact', min: 3, max: 200 },
  { key: 'accessibilityContact', label: 'Accessibility contact', min: 3, max: 200 },
];

type Props = { onError: ReportFailure };

function SettingsFields({ saved, onError }: Props & { saved: CampusSettings }) {
  const [save, { isLoading }] = useUpdateCampusSettingsMutation();
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Partial<Record<keyof CampusSettings, string>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    for (const { key, label, min, max } of FIELDS) {
      const text = values[key].trim();
      if (!text) found[key] = `${label} is required`;
      else if (text.length < min) found[key] = `${label} must be at least ${min} characters`;
      else if (text.length > max) found[key] = `${label} must be at most ${max} characters`;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const campusSettingsInput = {
        campusName: values.campusName.trim(),
        privacyContact: values.privacyContact.trim(),
        accessibilityContact: values.accessibilityContact.trim(),
      };
      await save({ campusSettingsInput }).unwrap();
      showToast('Campus settings saved', 'success');
    } catch (err) {
      onError('save campus settings', err);
    }
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2}>
      {FIELDS.map(({ key, label }) => (
        <TextField
          key={key}
          label={label}
          value={values[key]}
          onChange={(event) => {
            const text = event.target.value;
            setValues((v) => ({ ...v, [key]: text }));
            setErrors((e) => ({ ...e, [key]: undefined }));
          }}
          error={!!errors[key]}
          helperText={errors[key]}
          required
        />
      ))}
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading}>
          Save settings
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * The campus name (the page title, the bar and the footer name the campus with it) and the
 * contacts the privacy notice and accessibility statement publish.
 */
export function CampusSettingsForm({ onError }: Props) {
  const { data, isLoading } = useGetCampusSettingsQuery();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Campus settings
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The campus name is shown in the page title, the header and the footer; the contacts on the
        privacy notice and the accessibility statement.
      </Typography>
      {data ? (
        <SettingsFields saved={data} onError={onError} />
      ) : (
        <Typography color="text.secondary">
          {isLoading ? 'Loading settings…' : 'The settings could not be loaded.'}
        </Typography>
      )}
    </Paper>
  );
}
