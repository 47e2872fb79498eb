import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath } from '../../../mocks/apiPath';
import { renderApp } from '../../../test/renderWithProviders';
import { axeViolations } from '../../../test/axe';

jest.setTimeout(20000);

test('the footer links to the desks: name, place, hours and contact, never a shelf', async () => {
  const { user, container } = renderApp({ route: '/no/such/page' });
  const footer = await screen.findByRole('contentinfo');
  await user.click(within(footer).getByRole('link', { name: 'Desks' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Lost & Found desks' }),
  ).toBeInTheDocument();
  const library = (await screen.findByRole('heading', { level: 2, name: 'Library desk' }))
    .parentElement as HTMLElement;
  expect(library).toHaveTextContent('Main Library, ground floor');
  expect(library).toHaveTextContent('Mon–Fri 9:00–17:00');
  expect(within(library).getByRole('link', { name: 'library@campus.edu' })).toHaveAttribute(
    'href',
    'mailto:library@campus.edu',
  );
  expect(screen.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute(
    'href',
    'tel:+15550100',
  );
  expect(screen.queryByText(/Box 4/)).not.toBeInTheDocument();
  expect(await axeViolations(container)).toEqual([]);
});

test('a failed load says so, with Retry', async () => {
  server.use(
    http.get(apiPath('/desks'), () =>
      HttpResponse.json(
        { message: 'Database unavailable.', code: 'INTERNAL_ERROR' },
        { status: 500 },
      ),
    ),
  );
  renderApp({ route: '/desks' });
  expect(await screen.findByText(/Failed to load desks/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('the privacy notice and accessibility statement publish the campus settings', async () => {
  server.use(
    http.get(apiPath('/settings/campus'), () =>
      HttpResponse.json({
        campusName: 'North Campus',
        privacyContact: 'dpo@north.edu',
        accessibilityContact: 'a11y@north.edu',
      }),
    ),
  );
  const { user } = renderApp({ route: '/privacy' });
  expect(await screen.findByRole('link', { name: 'dpo@north.edu' })).toHaveAttribute(
    'href',
    'mailto:dpo@north.edu',
  );
  expect(screen.getByText(/The North Campus Lost & Found portal stores/)).toBeInTheDocument();
  await user.click(
    within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Accessibility' }),
  );
  expect(await screen.findByRole('link', { name: 'a11y@north.edu' })).toBeInTheDocument();
  expect(screen.getByText(/The North Campus Lost & Found portal is for/)).toBeInTheDocument();
});
