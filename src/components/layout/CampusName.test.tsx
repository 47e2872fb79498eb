import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/server';
import { apiPath, errorBody } from '../../mocks/apiPath';
import { world } from '../../mocks/world';
import { renderApp } from '../../test/renderWithProviders';
import { pageTitle } from './pageTitle';

// docs/product.md#shared-layout: the campus name of the campus settings names the portal.
const route = '/no/such/page';

test('the title names the campus, exactly SPEC’s title for the default name', () => {
  expect(pageTitle('/', 'Lost & Found Items')).toBe('Lost & Found - College Portal');
  expect(pageTitle('/', 'Lost & Found Items', 'Northfield')).toBe(
    'Lost & Found - Northfield Portal',
  );
  expect(pageTitle('/items/1', ' Blue  umbrella ', 'Northfield')).toBe(
    'Blue umbrella · Lost & Found - Northfield Portal',
  );
});

test('the campus name shows in the title, under the brand, in the side menu and in the footer', async () => {
  world.campus = { ...world.campus, campusName: 'Northfield College' };
  const { user } = renderApp({ route });
  const banner = screen.getByRole('banner');
  expect(
    await within(banner).findByRole('link', { name: 'Lost & Found Northfield College' }),
  ).toHaveAttribute('href', '/');
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByText('Northfield College')).toBeInTheDocument();
  expect(within(footer).getByText('Lost & Found')).toBeInTheDocument();
  expect(within(footer).getByText('© 2025 Lost & Found. All rights reserved.')).toBeInTheDocument();
  await waitFor(() =>
    expect(document.title).toBe('404 - Page Not Found · Lost & Found - Northfield College Portal'),
  );

  await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
  const menu = await screen.findByRole('navigation', { name: 'Side menu' });
  expect(within(menu).getByText('Northfield College')).toBeInTheDocument();
});

test('on `/` the title is the portal’s own, with the campus name', async () => {
  world.campus = { ...world.campus, campusName: 'Northfield College' };
  renderApp({ route: '/' });
  await waitFor(() => expect(document.title).toBe('Lost & Found - Northfield College Portal'));
});

test('without the settings the default campus name stands in', async () => {
  let asked = false;
  server.use(
    http.get(apiPath('/settings/campus'), () => {
      asked = true;
      return HttpResponse.json(errorBody('Down', 'INTERNAL_ERROR'), { status: 500 });
    }),
  );
  renderApp({ route });
  await waitFor(() => expect(asked).toBe(true));
  const banner = screen.getByRole('banner');
  expect(within(banner).getByRole('link', { name: 'Lost & Found College' })).toBeInTheDocument();
  expect(within(screen.getByRole('contentinfo')).getByText('College')).toBeInTheDocument();
  await waitFor(() =>
    expect(document.title).toBe('404 - Page Not Found · Lost & Found - College Portal'),
  );
});
