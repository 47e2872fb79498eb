import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';

test('the footer links to the accessibility statement, which says what, how tested and how to report', async () => {
  const { user } = renderApp({ route: '/no/such/page' });
  const footer = await screen.findByRole('contentinfo');
  await user.click(within(footer).getByRole('link', { name: 'Accessibility' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/WCAG\) 2\.2 at level AA/)).toBeInTheDocument();
  for (const heading of [
    'Conformance',
    'How it is tested',
    'Known limitations',
    'Report a barrier',
  ]) {
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: 'accessibility@lostfound.local' })).toHaveAttribute(
    'href',
    'mailto:accessibility@lostfound.local',
  );
});
