import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/server';
import { apiPath, errorBody } from '../../mocks/apiPath';
import { resetMockWorld, world } from '../../mocks/world';
import { loggedInState, renderApp, renderWithProviders } from '../../test/renderWithProviders';
import { resetToastDedupe } from '../../app/toasts';
import ProfilePage from './ProfilePage';

jest.setTimeout(20000);

/** The server's answer to a wrong current password (changing the email or the password). */
const WRONG_PASSWORD = 'Current password is incorrect.';

const renderProfile = () =>
  renderWithProviders(<ProfilePage />, {
    route: '/profile',
    path: '/profile',
    preloadedState: loggedInState(),
    extraRoutes: [
      { path: '/login', element: <p>Login page</p> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
    ],
  });

beforeEach(() => {
  resetMockWorld();
  resetToastDedupe();
});

describe('ProfilePage', () => {
  it('shows name, email and role, and goes to the dashboard', async () => {
    const { user, router } = renderProfile();
    expect(screen.getAllByText('Sam Student').length).toBeGreaterThan(0);
    expect(screen.getByText('sam@campus.edu')).toBeInTheDocument();
    expect(screen.getByText('user')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('requires name and email, then updates the session user', async () => {
    const { user, store } = renderProfile();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByText('Name and email required')).toBeInTheDocument();
    await user.type(name, 'Samuel Student');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(store.getState().session.user).toEqual({
      id: 'u-student',
      name: 'Samuel Student',
      email: 'sam@campus.edu',
      role: 'user',
    });
  });

  it('a new email needs the current password, then the code sent to the new address', async () => {
    const { user, store } = renderProfile();
    const form = screen.getByRole('form', { name: 'Update Profile' });
    // No password field while the email stays as it is.
    expect(within(form).queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    const email = within(form).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'sam.new@campus.edu');
    await user.click(within(form).getByRole('button', { name: 'Update Profile' }));
    expect(
      within(form).getByText('Please enter your current password to change your email'),
    ).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Current Password/), 'old-password');
    await user.click(within(form).getByRole('button', { name: 'Update Profile' }));

    // The code step: the server's message, focus in the code field, the email not changed yet.
    const step = await screen.findByRole('form', { name: 'Confirm your new email' });
    expect(within(step).getByRole('status')).toHaveTextContent(
      'We sent a code to sam.new@campus.edu. Enter it to confirm your new email.',
    );
    const code = within(step).getByRole('textbox', { name: 'Confirmation code' });
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('placeholder', 'Enter 6-digit OTP');
    expect(store.getState().session.user?.email).toBe('sam@campus.edu');
    expect(screen.getByText('sam@campus.edu')).toBeInTheDocument();

    await user.click(within(step).getByRole('button', { name: 'Confirm email' }));
    expect(within(step).getByText('Please enter the OTP')).toBeInTheDocument();
    // The server refuses a wrong code once; the next one is right.
    server.use(
      http.post(
        apiPath('/users/me/email/confirm'),
        () =>
          HttpResponse.json(errorBody('Invalid or expired OTP', 'BAD_REQUEST'), { status: 400 }),
        { once: true },
      ),
    );
    await user.type(code, '000000');
    await user.click(within(step).getByRole('button', { name: 'Confirm email' }));
    expect(
      await screen.findByText('Failed to confirm email: Invalid or expired OTP'),
    ).toBeInTheDocument();
    expect(store.getState().session.user?.email).toBe('sam@campus.edu');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(step).getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByText('Email updated successfully')).toBeInTheDocument();
    expect(store.getState().session.user).toEqual({
      id: 'u-student',
      name: 'Sam Student',
      email: 'sam.new@campus.edu',
      role: 'user',
    });
    // Back to the form, which shows the new email; the code step is gone.
    expect(screen.queryByRole('form', { name: 'Confirm your new email' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('sam.new@campus.edu');
    expect(screen.getByText('sam.new@campus.edu')).toBeInTheDocument();
  });

  it("shows the server's message for a wrong current password", async () => {
    server.use(
      http.put(apiPath('/users/me'), () =>
        HttpResponse.json(errorBody(WRONG_PASSWORD, 'BAD_REQUEST'), { status: 400 }),
      ),
    );
    const { user } = renderProfile();
    const form = screen.getByRole('form', { name: 'Update Profile' });
    const email = within(form).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'sam.new@campus.edu');
    await user.type(within(form).getByLabelText(/^Current Password/), 'wrong-password');
    await user.click(within(form).getByRole('button', { name: 'Update Profile' }));
    expect(
      await screen.findByText('Failed to update profile: Current password is incorrect.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Confirm your new email' })).not.toBeInTheDocument();
  });

  it('cancelling the code step keeps the current email', async () => {
    const { user, store } = renderProfile();
    const form = screen.getByRole('form', { name: 'Update Profile' });
    const email = within(form).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'sam.other@campus.edu');
    await user.type(within(form).getByLabelText(/^Current Password/), 'old-password');
    await user.click(within(form).getByRole('button', { name: 'Update Profile' }));
    const step = await screen.findByRole('form', { name: 'Confirm your new email' });
    await user.click(within(step).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Confirm your new email' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('sam@campus.edu');
    expect(store.getState().session.user?.email).toBe('sam@campus.edu');
  });

  it('on 401 says the session expired, then clears it and shows /login after 2 s', async () => {
    server.use(
      http.put(apiPath('/users/me'), () =>
        HttpResponse.json(errorBody('Session expired', 'UNAUTHORIZED'), { status: 401 }),
      ),
    );
    const { user, store, router } = renderApp({
      route: '/profile',
      preloadedState: loggedInState(),
    });
    // The whole app: the shared session-expiry flow clears the session and the guard shows /login.
    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
    expect(store.getState().session).toEqual({ token: null, user: null });
  });

  it('checks that the new passwords match before sending', async () => {
    const { user } = renderProfile();
    await user.type(screen.getByLabelText(/^Current Password/), 'old-password');
    await user.type(screen.getByLabelText(/^New Password/), 'new-password-1');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText('New password and confirm password do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm New Password/));
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
  });

  it('toasts a failed password update', async () => {
    server.use(
      http.put(apiPath('/users/me/password'), () =>
        HttpResponse.json(errorBody(WRONG_PASSWORD, 'BAD_REQUEST'), { status: 400 }),
      ),
    );
    const { user } = renderProfile();
    await user.type(screen.getByLabelText(/^Current Password/), 'wrong-password');
    await user.type(screen.getByLabelText(/^New Password/), 'new-password-1');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(
      await screen.findByText('Failed to update password: Current password is incorrect.'),
    ).toBeInTheDocument();
  });

  it('deletes the account only after confirmation', async () => {
    const { user, store, router } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sam = world.people.find((p) => p._id === 'u-student')!;
    expect(sam.isActive).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Account?' })).getByRole('button', {
        name: 'Delete Account',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().session.token).toBeNull();
    expect(sam.isActive).toBe(false);
  });

  it('toasts a failed account deletion', async () => {
    server.use(
      http.delete(apiPath('/users/me'), () =>
        HttpResponse.json(errorBody('Try later', 'INTERNAL_ERROR'), { status: 500 }),
      ),
    );
    const { user } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Account' }),
    );
    expect(await screen.findByText('Failed to delete account: Try later')).toBeInTheDocument();
  });
});
