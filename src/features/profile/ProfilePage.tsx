import { Fragment, useState, type ReactNode } from 'react';
import {
  Avatar,
  Box,
  Button,
  Chip,
  Divider,
  Grid,
  Paper,
  Stack,
  Typography,
  type SxProps,
} from '@mui/material';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/sessionSlice';
import { PageLoader } from '../../components/PageLoader';
import { ProfileForm } from './ProfileForm';
import { EmailCodeStep, type PendingEmail } from './EmailCodeStep';
import { PasswordForm } from './PasswordForm';
import { DeleteAccount } from './DeleteAccount';
import { EmailPreferences } from './EmailPreferences';
import { DownloadMyData } from './DownloadMyData';

/**
 * `/profile`: who I am, name/email and password forms, e-mail choices, Download my data
 * (docs/product.md#privacy), Go to Dashboard, Delete Account.
 */
export default function ProfilePage() {
  const user = useAppSelector(selectCurrentUser);
  const [pendingEmail, setPendingEmail] = useState<PendingEmail | null>(null);
  if (!user) return <PageLoader />;
  const facts: [string, ReactNode, SxProps?][] = [
    ['Name', user.name, { fontWeight: 600 }],
    ['Email', user.email],
    ['Role', <Chip size="small" label={user.role} color="primary" variant="outlined" />],
  ];
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        My Profile
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Avatar sx={{ width: 64, height: 64, fontSize: 28, bgcolor: 'primary.main' }}>
            {(user.name?.[0] ?? 'U').toUpperCase()}
          </Avatar>
          <Box
            component="dl"
            sx={{
              m: 0,
              flexGrow: 1,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 2,
              rowGap: 0.5,
            }}
          >
            {facts.map(([term, value, sx]) => (
              <Fragment key={term}>
                <Typography component="dt" color="text.secondary">
                  {term}
                </Typography>
                <Typography component="dd" sx={{ m: 0, ...sx }}>
                  {value}
                </Typography>
              </Fragment>
            ))}
          </Box>
          <Button
            component={RouterLink}
            to="/dashboard"
            variant="contained"
            startIcon={<DashboardIcon />}
          >
            Go to Dashboard
          </Button>
        </Stack>
      </Paper>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
            {pendingEmail ? (
              <EmailCodeStep
                user={user}
                pending={pendingEmail}
                onClose={() => setPendingEmail(null)}
              />
            ) : (
              // keyed so the form restarts from the saved values after an update
              <ProfileForm
                key={`${user.name}|${user.email}`}
                user={user}
                onEmailPending={setPendingEmail}
              />
            )}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
            <PasswordForm />
          </Paper>
        </Grid>
      </Grid>
      <Paper variant="outlined" sx={{ p: 3, mt: 3 }}>
        <EmailPreferences />
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, mt: 3 }}>
        <DownloadMyData />
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, mt: 3, borderColor: 'error.main' }}>
        <Typography variant="h6" component="h2" color="error" gutterBottom>
          Danger Zone
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Deleting your account deactivates it and logs you out.
        </Typography>
        <Divider sx={{ mb: 2 }} />
        <DeleteAccount />
      </Paper>
    </Box>
  );
}
