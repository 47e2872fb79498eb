import { LinearProgress, Stack, Typography } from '@mui/material';
import { useGetEmailPreferencesQuery } from '../../api/enhancedApi';
import { QueryErrorAlert } from '../../components/feedback/QueryBody';
import { EmailPreferencesForm } from './EmailPreferencesForm';
import { EMAIL_TEXTS } from './emailKinds';

/** The profile's "E-mail notifications": how each kind reaches me (defaults from the server). */
export function EmailPreferences() {
  const query = useGetEmailPreferencesQuery();
  const { data, error, isLoading } = query;
  // Keyed by the saved values: after a save (or an unsubscribe) the form starts from them.
  if (data) return <EmailPreferencesForm key={JSON.stringify(data)} saved={data} />;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {EMAIL_TEXTS.title}
      </Typography>
      {isLoading && <LinearProgress aria-label="Loading e-mail preferences" />}
      {error && !isLoading && <QueryErrorAlert action="load e-mail preferences" query={query} />}
    </Stack>
  );
}
