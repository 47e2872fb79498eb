import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

type Props = {
  title: string;
  subtitle?: ReactNode;
  /** A validation message (docs/product.md#validation), shown above the fields. */
  error?: string | null;
  onSubmit: () => void;
  children: ReactNode;
  footer?: ReactNode;
};

/** The card and form every auth screen shares; Enter submits, validation is ours (noValidate). */
export function AuthCard({ title, subtitle, error, onSubmit, children, footer }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 1, sm: 4 } }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {subtitle}
            </Typography>
          )}
          <Box component="form" noValidate onSubmit={submit} aria-label={title}>
            <Stack spacing={2}>
              {error && <Alert severity="error">{error}</Alert>}
              {children}
            </Stack>
          </Box>
          {footer && <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box>}
        </CardContent>
      </Card>
    </Box>
  );
}
