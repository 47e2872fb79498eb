import { screen } from '@testing-library/react';
import { renderApp } from './test/renderWithProviders';

describe('app routes', () => {
  it('shows the 404 page for unknown paths', async () => {
    renderApp({ route: '/no/such/page' });
    expect(await screen.findByText('404 - Page Not Found')).toBeInTheDocument();
  });

  it('redirects protected pages to /login without a token', async () => {
    const { router } = renderApp({ route: '/dashboard' });
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
  });
});
