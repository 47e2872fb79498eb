import { Button, Divider } from '@mui/material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { useGetOidcSettingsQuery } from '../../api/enhancedApi';
import { apiBaseUrl } from '../../env';

/**
 * "Sign in with {OIDC_NAME}" under the login and register forms, when the portal has single
 * sign-on (docs/product.md#single-sign-on). A link, not a fetch: the browser itself goes to the
 * provider and back. Until the settings arrive, or if they fail, the form alone is shown.
 */
export function OidcSignInButton() {
  const { data } = useGetOidcSettingsQuery();
  if (!data?.enabled) return null;
  return (
    <>
      <Divider sx={{ my: 3 }}>or</Divider>
      <Button
        href={`${apiBaseUrl()}/auth/oidc/start`}
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<AccountBalanceIcon aria-hidden />}
      >
        Sign in with {data.name}
      </Button>
    </>
  );
}
