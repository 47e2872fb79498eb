import { Alert } from '@mui/material';

/** The admin banner (docs/product.md#messages); the hook that feeds it clears it after 3000 ms. */
export function ErrorBanner({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="admin-banner">
      {text}
    </Alert>
  );
}
