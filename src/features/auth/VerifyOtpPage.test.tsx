import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/server';
import { apiPath, errorBody } from '../../mocks/apiPath';
import { renderWithProviders } from '../../test/renderWithProviders';
import VerifyOtpPage from './VerifyOtpPage';

const renderVerify = (search: string) =>
  renderWithProviders(<VerifyOtpPage />, { route: `/verify-otp${search}`, path: '/verify-otp' });

const failVerify = (status: number, message = '') =>
  server.use(
    http.post(apiPath('/auth/verify-otp'), () =>
      HttpResponse.json(errorBody(message, status === 400 ? 'BAD_REQUEST' : 'INTERNAL_ERROR'), {
        status,
      }),
    ),
  );

describe('VerifyOtpPage', () => {
  it('without an email says why, with the ways out (register, login), and no spinner', async () => {
    const { user, router } = renderVerify('');
    expect(
      screen.getByRole('heading', { name: 'Verify Your Email', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No email provided for verification. Open the link from your registration again, or start over.',
    );
    // The toast says it too (docs/product.md#errors).
    expect(
      await screen.findByText('No email provided for verification', { exact: true }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^OTP/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('link', { name: 'Register' }));
    expect(router.state.location.pathname).toBe('/register');
  });

  it('asks for the OTP, with a 6-digit placeholder', async () => {
    const { user } = renderVerify('?email=nia%40campus.edu');
    expect(screen.getByLabelText(/^OTP/)).toHaveAttribute('placeholder', 'Enter 6-digit OTP');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByText('Please enter the OTP')).toBeInTheDocument();
  });

  it('verifies a registration code, logs in and goes to /dashboard', async () => {
    let sent: unknown;
    server.use(
      http.post(apiPath('/auth/verify-otp'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          message: 'Email verified successfully',
          authorization: 'fresh-token',
          user: { id: 'u-9', name: 'Nia New', email: 'nia@campus.edu', role: 'user' },
        });
      }),
    );
    const { user, store, router } = renderVerify('?email=nia%40campus.edu');
    await user.type(screen.getByLabelText(/^OTP/), '123456');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // The account's first sign-in: the dashboard greets it "Welcome", not "Welcome back".
    expect(router.state.location.state).toEqual({ firstSignIn: true });
    expect(sent).toEqual({ email: 'nia@campus.edu', otp: '123456', purpose: 'verify' });
    expect(store.getState().session.token).toBe('fresh-token');
    expect(store.getState().session.user?.name).toBe('Nia New');
  });

  it.each([
    [400, 'Code expired', 'Code expired'],
    [400, '', 'Invalid or expired OTP'],
    [404, 'No such user', 'User not found'],
    [500, 'Boom', 'Server error, please try again later'],
    [429, 'Slow down', 'An unexpected error occurred'],
  ])('on status %i (message "%s") toasts "%s"', async (status, message, expected) => {
    failVerify(status, message);
    const { user, router } = renderVerify('?email=nia%40campus.edu');
    await user.type(screen.getByLabelText(/^OTP/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-otp');
  });

  describe('forgot mode', () => {
    const search = '?email=sam%40campus.edu&forgot=true';

    it('asks for both passwords and checks they match', async () => {
      const { user } = renderVerify(search);
      await user.type(screen.getByLabelText(/^OTP/), '123456');
      await user.type(screen.getByLabelText(/^New Password/), 'password999');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(
        screen.getByText('Please enter both new password and confirm password'),
      ).toBeInTheDocument();
      await user.type(screen.getByLabelText(/^Confirm Password/), 'password000');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    });

    it('verifies the reset code, resets the password, toasts and goes to /login after 2 s', async () => {
      let resetBody: unknown;
      server.use(
        http.post(apiPath('/auth/verify-otp'), () =>
          HttpResponse.json({ message: 'OTP verified', resetToken: 'reset-1' }),
        ),
        http.post(apiPath('/auth/reset-password'), async ({ request }) => {
          resetBody = await request.json();
          return HttpResponse.json({
            message: 'Password reset successfully',
            email: 'sam@campus.edu',
          });
        }),
      );
      const { user, router, store } = renderVerify(search);
      await user.type(screen.getByLabelText(/^OTP/), '123456');
      await user.type(screen.getByLabelText(/^New Password/), 'password999');
      await user.type(screen.getByLabelText(/^Confirm Password/), 'password999');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByText('Password reset successfully')).toBeInTheDocument();
      expect(resetBody).toEqual({
        email: 'sam@campus.edu',
        newPassword: 'password999',
        resetToken: 'reset-1',
      });
      expect(store.getState().session.token).toBeNull();
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
        timeout: 3000,
      });
    });
  });

  it('resends the code for the right purpose, and toasts a failure', async () => {
    const purposes: unknown[] = [];
    server.use(
      http.post(apiPath('/auth/forgot-password'), async ({ request }) => {
        purposes.push(((await request.json()) as { purpose?: string }).purpose);
        return purposes.length === 1
          ? HttpResponse.json({ message: 'A new code was sent.', email: 'nia@campus.edu' })
          : HttpResponse.json(errorBody('Boom', 'INTERNAL_ERROR'), { status: 500 });
      }),
    );
    const { user } = renderVerify('?email=nia%40campus.edu');
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('A new code was sent.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Failed to resend OTP. Please try again.')).toBeInTheDocument();
    expect(purposes).toEqual(['verify', 'verify']);
  });
});
