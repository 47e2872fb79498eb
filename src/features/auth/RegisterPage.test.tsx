import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/server';
import { apiPath, errorBody } from '../../mocks/apiPath';
import { renderWithProviders } from '../../test/renderWithProviders';
import RegisterPage from './RegisterPage';

const renderRegister = () =>
  renderWithProviders(<RegisterPage />, { route: '/register', path: '/register' });

async function fill(
  user: ReturnType<typeof renderRegister>['user'],
  { confirm = 'password123' } = {},
) {
  await user.type(screen.getByLabelText(/^Name/), 'Nia New');
  await user.type(screen.getByLabelText(/^Email/), 'nia@campus.edu');
  await user.type(screen.getByLabelText(/^Password/), 'password123');
  await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('RegisterPage', () => {
  it('asks for all four fields', async () => {
    const { user } = renderRegister();
    await user.type(screen.getByLabelText(/^Name/), 'Nia');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Please fill in all fields')).toBeInTheDocument();
  });

  it('shows the password rule before submitting, and checks it first', async () => {
    const { user } = renderRegister();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'At least 8 characters.',
    );
    await user.type(screen.getByLabelText(/^Name/), 'Nia New');
    await user.type(screen.getByLabelText(/^Email/), 'nia@campus.edu');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
  });

  it('says the plain-letters rule for an address the server would refuse, and sends nothing', async () => {
    // docs/security.md#e-mail-addresses: U+212A KELVIN SIGN would fold onto "kim@…".
    let sent = 0;
    server.use(
      http.post(apiPath('/auth/register'), () => {
        sent += 1;
        return HttpResponse.json({ message: 'Check your email', email: 'kim@campus.edu' });
      }),
    );
    const { user } = renderRegister();
    await user.type(screen.getByLabelText(/^Name/), 'Kim');
    await user.type(screen.getByLabelText(/^Email/), '\u212Aim@campus.edu');
    await user.type(screen.getByLabelText(/^Password/), 'password123');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'password123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      screen.getByText('Enter an e-mail address using plain letters, digits and . _ - +'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'sam@campus.edu.');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('checks that the passwords match', async () => {
    const { user } = renderRegister();
    await fill(user, { confirm: 'different1' });
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('registers as role user and goes to the OTP page for the returned email', async () => {
    let sent: unknown;
    server.use(
      http.post(apiPath('/auth/register'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Check your email', email: 'nia@campus.edu' });
      }),
    );
    const { user, router } = renderRegister();
    await fill(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-otp'));
    expect(router.state.location.search).toBe('?email=nia%40campus.edu');
    expect(sent).toEqual({
      name: 'Nia New',
      email: 'nia@campus.edu',
      password: 'password123',
      role: 'user',
    });
  });

  it('toasts the first validation detail, in plain words (never raw schema text)', async () => {
    server.use(
      http.post(apiPath('/auth/register'), () =>
        HttpResponse.json(
          errorBody('Invalid request', 'VALIDATION_ERROR', [
            { field: 'email', message: 'email must match format "email"' },
            { field: 'password', message: 'must be at least 8 characters' },
          ]),
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRegister();
    await fill(user);
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText(/must match format/)).not.toBeInTheDocument();
  });

  it('toasts the server message', async () => {
    server.use(
      http.post(apiPath('/auth/register'), () =>
        HttpResponse.json(errorBody('This email is already registered.', 'CONFLICT'), {
          status: 409,
        }),
      ),
    );
    const { user, router } = renderRegister();
    await fill(user);
    expect(await screen.findByText('This email is already registered.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('toasts the default text without a server message', async () => {
    server.use(http.post(apiPath('/auth/register'), () => HttpResponse.error()));
    const { user } = renderRegister();
    await fill(user);
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
  });
});
