import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../test/renderWithProviders';
import { server } from '../../mocks/server';
import { apiPath, errorBody } from '../../mocks/apiPath';
import { resetMockWorld } from '../../mocks/world';
import UserDetailsPage from './UserDetailsPage';
import { adminState, lastParams, recordGets } from './test/adminTestUtils';

const renderAt = (id: string) =>
  renderWithProviders(<UserDetailsPage />, {
    route: `/users/${id}`,
    path: '/users/:id',
    preloadedState: adminState(),
  });

beforeEach(() => resetMockWorld());

test('shows the user and their items 5 a page, with a link back to /admin', async () => {
  const urls = recordGets('/admin/users/:id/items');
  const { user } = renderAt('u-alex');
  expect(await screen.findByRole('heading', { name: 'Alex Rivera' })).toBeInTheDocument();
  expect(screen.getByText('Email: alex@campus.edu')).toBeInTheDocument();
  expect(screen.getByText('Role: user')).toBeInTheDocument();
  expect(screen.getByText(/^Joined: \d{1,2}\/\d{1,2}\/\d{4}$/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /back to admin dashboard/i })).toHaveAttribute(
    'href',
    '/admin?tab=users',
  );

  const table = await screen.findByRole('table', { name: 'Posted items' });
  expect(within(table).getAllByRole('row')).toHaveLength(6);
  expect(lastParams(urls)).toEqual({ page: '1', limit: '5' });

  await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
  expect(await screen.findByText('Sketchbook')).toBeInTheDocument();
  expect(lastParams(urls)).toEqual({ page: '2', limit: '5' });
});

test('an unknown user shows the failure', async () => {
  server.use(
    http.get(apiPath('/admin/users/:id'), () =>
      HttpResponse.json(errorBody('User not found', 'NOT_FOUND'), { status: 404 }),
    ),
  );
  renderAt('nobody');
  expect(await screen.findByText('Failed to load user: User not found')).toBeInTheDocument();
});
