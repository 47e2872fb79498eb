import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link, Typography } from '@mui/material';
import { useAppDispatch } from '../../app/hooks';
import { loggedIn } from '../../app/sessionSlice';
import { showToast } from '../../app/toasts';
import { ERROR_TEXTS, PASSWORD_RULE } from '../../app/errorTexts';
import { PasswordField } from '../../components/form/PasswordField';
import { CodeField } from '../../components/form/CodeField';
import { SubmitButton } from '../../components/form/FormActions';
import {
  api,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useVerifyOtpMutation,
} from '../../api/enhancedApi';
import { AuthCard } from './AuthCard';
import { useDelayedNavigate } from './useDelayedNavigate';
import { NoEmailNotice } from './NoEmailNotice';

const RESET_REDIRECT_MS = 2000;

/** docs/product.md#screens /verify-otp?email=…[&forgot=true]: registration code, or reset code + new password. */
export default function VerifyOtpPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const forgot = params.get('forgot') === 'true';

  useEffect(() => {
    if (!email) showToast(ERROR_TEXTS.noEmail, 'error');
  }, [email]);

  if (!email) return <NoEmailNotice />;
  return <VerifyOtpForm email={email} forgot={forgot} />;
}

function VerifyOtpForm({ email, forgot }: { email: string; forgot: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const [verifyOtp, verifyState] = useVerifyOtpMutation();
  const [resetPassword, resetState] = useResetPasswordMutation();
  const [resend, resendState] = useForgotPasswordMutation();
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = verifyState.isLoading || resetState.isLoading;
  const pw = (value: string, onChange: (value: string) => void) => ({
    value,
    onChange,
    fullWidth: true,
  });

  const submit = async () => {
    const code = otp.trim();
    if (!code) return setError('Please enter the OTP');
    if (forgot && (!newPassword || !confirmPassword)) {
      return setError('Please enter both new password and confirm password');
    }
    if (forgot && newPassword !== confirmPassword) return setError('Passwords do not match');
    setError(null);
    // Failures are toasted by the shared error listener (errorMessages.ts: verifyOtp, resetPassword).
    try {
      const purpose = forgot ? 'reset' : 'verify';
      const data = await verifyOtp({ body: { email, otp: code, purpose } }).unwrap();
      if (forgot) {
        if (!('resetToken' in data)) throw new Error('no reset token');
        const done = await resetPassword({
          body: { email, newPassword, resetToken: data.resetToken },
        }).unwrap();
        showToast(done.message, 'success');
        navigateLater('/login', RESET_REDIRECT_MS);
      } else {
        if (!('authorization' in data)) throw new Error('no session');
        dispatch(api.util.resetApiState());
        dispatch(loggedIn({ token: data.authorization, user: data.user }));
        showToast(data.message, 'success');
        // A registration code is the account's first sign-in (openapi.yaml verifyOtp): the
        // dashboard greets a new account with "Welcome", not "Welcome back".
        navigate('/dashboard', { replace: true, state: { firstSignIn: true } });
      }
    } catch (failure) {
      if (failure instanceof Error) showToast(ERROR_TEXTS.unexpected, 'error');
    }
  };

  const onResend = async () => {
    try {
      const data = await resend({ body: { email, purpose: forgot ? 'reset' : 'verify' } }).unwrap();
      showToast(data.message, 'success');
    } catch {
      showToast(ERROR_TEXTS.resendFailed, 'error');
    }
  };

  return (
    <AuthCard
      title={forgot ? 'Reset Password' : 'Verify Your Email'}
      subtitle={
        <>
          We sent a 6-digit code to <strong>{email}</strong>.
          {forgot ? ' Enter it with your new password.' : ' Enter it to activate your account.'}
        </>
      }
      error={error}
      onSubmit={submit}
      footer={
        <Typography variant="body2">
          Didn&apos;t get a code?{' '}
          <Link
            component="button"
            type="button"
            onClick={onResend}
            disabled={resendState.isLoading}
          >
            Resend OTP
          </Link>
        </Typography>
      }
    >
      <CodeField name="otp" value={otp} onChange={setOtp} digitsOnly spaced required fullWidth />
      {forgot && (
        <>
          <PasswordField
            label="New Password"
            name="newPassword"
            isNew
            helperText={PASSWORD_RULE}
            {...pw(newPassword, setNewPassword)}
          />
          <PasswordField
            label="Confirm Password"
            name="confirmPassword"
            isNew
            {...pw(confirmPassword, setConfirmPassword)}
          />
        </>
      )}
      <SubmitButton
        busy={busy}
        label={forgot ? 'Reset Password' : 'Verify OTP'}
        busyLabel="Verifying..."
        size="large"
        fullWidth
      />
    </AuthCard>
  );
}
