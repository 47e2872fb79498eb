import { Stack } from '@mui/material';
import { ErrorBanner } from '../shared/ErrorBanner';
import { useErrorBanner } from '../shared/useErrorBanner';
import { CampusSettingsForm } from './CampusSettingsForm';

/** The admin's Campus tab (docs/product.md#desks): the campus name and published contacts. */
export default function CampusTab() {
  const { banner, report } = useErrorBanner();
  return (
    <Stack spacing={2}>
      <ErrorBanner text={banner} />
      <CampusSettingsForm onError={report} />
    </Stack>
  );
}
