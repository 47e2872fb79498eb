import { Link as RouterLink } from 'react-router-dom';
import { Link, Typography } from '@mui/material';

/** "Already have an account? Login" under an auth card. */
export function AuthFooterLink({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <Typography variant="body2">
      {text}{' '}
      <Link component={RouterLink} to={to}>
        {label}
      </Link>
    </Typography>
  );
}
