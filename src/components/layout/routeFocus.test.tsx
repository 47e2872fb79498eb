import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';
import { SITE_TITLE, pageTitle } from './pageTitle';

describe('route focus and document title (docs/accessibility.md#route-focus-and-title)', () => {
  it('keeps the exact site title on / and names every other page after its heading', () => {
    expect(pageTitle('/', 'Lost & Found Items')).toBe('Lost & Found - College Portal');
    expect(pageTitle('/items/1', '  Blue\n umbrella ')).toBe(`Blue umbrella · ${SITE_TITLE}`);
    expect(pageTitle('/items/1', '')).toBe(SITE_TITLE);
  });

  it('titles the first page without moving focus, then focuses the heading after a route change', async () => {
    const { router } = renderApp({ route: '/no/such/page' });
    await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' });
    await waitFor(() => expect(document.title).toBe(`404 - Page Not Found · ${SITE_TITLE}`));
    expect(document.body).toHaveFocus();

    await act(() => router.navigate('/accessibility'));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Accessibility statement',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe(`Accessibility statement · ${SITE_TITLE}`);
  });
});
