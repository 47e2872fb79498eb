import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { adminState } from '../test/adminTestUtils';
import CreateAccountTab from './CreateAccountTab';

type Sent = { name: string; email: string; password: string; role: string };

// registerUser is mocked by the auth feature; these tests answer it themselves.
function answerRegister(respond?: () => Response) {
  const sent: Sent[] = [];
  server.use(
    http.post(apiPath('/auth/register'), async ({ request }) => {
      const body = (await request.json()) as Sent;
      sent.push(body);
      return respond?.() ?? HttpResponse.json({ message: 'Code sent', email: body.email });
    }),
  );
  return sent;
}

async function fill(
  user: ReturnType<typeof renderWithProviders>['user'],
  confirm = 'secret-pass-1',
) {
  await user.type(screen.getByLabelText('Name'), 'Kai Keeper');
  await user.type(screen.getByLabelText('Email'), 'kai@campus.edu');
  await user.type(screen.getByLabelText('Password'), 'secret-pass-1');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

test('all fields are required and the passwords must match', async () => {
  const sent = answerRegister();
  const { user } = renderWithProviders(<CreateAccountTab />, { preloadedState: adminState() });
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByText('Please fill in all fields')).toBeInTheDocument();

  await fill(user, 'something-else');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('creates an admin by default, or a keeper, and says the code must be verified', async () => {
  const sent = answerRegister();
  const { user } = renderWithProviders(<CreateAccountTab />, { preloadedState: adminState() });
  expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Admin');
  await user.click(screen.getByRole('combobox', { name: 'Role' }));
  await user.click(await screen.findByRole('option', { name: 'Keeper' }));
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  expect(
    await screen.findByText(/must be verified with the code sent to kai@campus\.edu/),
  ).toBeInTheDocument();
  expect(sent).toEqual([
    { name: 'Kai Keeper', email: 'kai@campus.edu', password: 'secret-pass-1', role: 'keeper' },
  ]);
  expect(screen.getByLabelText('Name')).toHaveValue('');
});

test('a refused registration shows a banner', async () => {
  answerRegister(() =>
    HttpResponse.json(errorBody('Email already registered', 'CONFLICT'), { status: 409 }),
  );
  const { user } = renderWithProviders(<CreateAccountTab />, { preloadedState: adminState() });
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByTestId('admin-banner')).toHaveTextContent(
    'Failed to create account: Email already registered',
  );
});
