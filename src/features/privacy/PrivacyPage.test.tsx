import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';
import { axeViolations } from '../../test/axe';

jest.setTimeout(20000);

test('the footer links to the privacy notice: what is stored, how long, who sees it, how to ask', async () => {
  const { user, container } = renderApp({ route: '/no/such/page' });
  const footer = await screen.findByRole('contentinfo');
  await user.click(within(footer).getByRole('link', { name: 'Privacy' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Privacy notice' }),
  ).toBeInTheDocument();
  for (const heading of [
    'What we store',
    'How long we keep it',
    'Who can see what',
    'Your copy and your erasure',
    'Contact',
  ]) {
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  }
  const kept = screen.getByRole('table', { name: 'How long we keep it' });
  expect(
    within(kept).getByRole('rowheader', { name: 'Found items nobody claims' }).closest('tr'),
  ).toHaveTextContent(/retention period, 90 days/);
  const seen = screen.getByRole('table', { name: 'Who can see what' });
  expect(
    within(seen).getByRole('rowheader', { name: 'Conversations' }).closest('tr'),
  ).toHaveTextContent('Only the two people in it.');
  expect(screen.getByText(/"Download my data" saves everything/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'privacy@lostfound.local' })).toHaveAttribute(
    'href',
    'mailto:privacy@lostfound.local',
  );
  await waitFor(() => expect(document.title).toMatch(/^Privacy notice · /));
  expect(await axeViolations(container)).toEqual([]);
});
