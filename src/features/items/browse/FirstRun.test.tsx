import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath } from '../../../mocks/apiPath';
import { renderWithProviders } from '../../../test/renderWithProviders';
import BrowsePage from './BrowsePage';

/** A portal with no item at all (docs/product.md#first-run). */
function freshPortal(needsFirstAdmin: boolean) {
  const setupAsked: string[] = [];
  server.use(
    http.get(apiPath('/search/items/search'), () =>
      HttpResponse.json({
        items: [],
        pagination: { currentPage: 1, totalPages: 0, totalResults: 0, limit: 8 },
      }),
    ),
    http.get(apiPath('/setup'), ({ request }) => {
      setupAsked.push(request.url);
      return HttpResponse.json({ needsFirstAdmin });
    }),
  );
  return setupAsked;
}

const COMMAND = "npm run create-admin -- you@campus.edu 'a-long-password' 'Your Name'";

describe('a fresh portal', () => {
  it('says "No items yet", asks for the first item and tells the operator how to create the first admin', async () => {
    freshPortal(true);
    renderWithProviders(<BrowsePage />, { route: '/', path: '/' });
    expect(await screen.findByRole('heading', { name: 'No items yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post the first item' })).toHaveAttribute(
      'href',
      '/items/create',
    );
    expect(await screen.findByText('Setting up this portal?')).toBeInTheDocument();
    expect(screen.getByText(COMMAND)).toBeInTheDocument();
    expect(screen.queryByText('No items found matching your search.')).not.toBeInTheDocument();
  });

  it('once an admin exists, shows no operator hint', async () => {
    const asked = freshPortal(false);
    renderWithProviders(<BrowsePage />, { route: '/', path: '/' });
    expect(await screen.findByRole('heading', { name: 'No items yet' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Post the first item' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveLength(1);
    expect(screen.queryByText('Setting up this portal?')).not.toBeInTheDocument();
  });

  it('with a search or a filter, nothing found is "No items found matching your search."', async () => {
    const asked = freshPortal(true);
    renderWithProviders(<BrowsePage />, { route: '/?status=Lost', path: '/' });
    expect(await screen.findByText('No items found matching your search.')).toBeInTheDocument();
    expect(screen.queryByText('No items yet')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
