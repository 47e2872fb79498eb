import { screen, waitFor } from '@testing-library/react';
import { server } from '../../../mocks/server';
import { resetMockWorld, world } from '../../../mocks/world';
import { loggedInState, renderWithProviders } from '../../../test/renderWithProviders';
import { resetToastDedupe } from '../../../app/toasts';
import CreateItemPage from './CreateItemPage';

jest.setTimeout(20000);

// Fixtures (src/mocks/world.ts): item-01 Black Leather Wallet, Lost, Accessories, poster Alex;
// item-05 Chemistry Lab Notebook, Lost, poster Sam (the test user).
const renderCreate = (search: string) =>
  renderWithProviders(<CreateItemPage />, {
    route: `/items/create${search}`,
    path: '/items/create',
    preloadedState: loggedInState(),
    extraRoutes: [{ path: '/items/:id', element: <h1>Item page</h1> }],
  });

/** The multipart fields of each POST /items the page sent. */
let posted: Record<string, string>[] = [];
beforeEach(() => {
  resetMockWorld();
  resetToastDedupe();
  posted = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'POST' || !request.url.endsWith('/api/v1/items')) return;
    const form = await request.clone().formData();
    posted.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])));
  });
});
afterEach(() => server.events.removeAllListeners('request:start'));

describe('the post form from "I found this" (docs/product.md#i-found-this)', () => {
  it('prefills title, category and place from the report, never its description', async () => {
    const { user, router } = renderCreate('?foundFor=item-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You're posting the item you found for lost report LF-2026-00001 “Black Leather Wallet”. Its owner will be told at once.",
    );
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Black Leather Wallet');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Describe what you found in your own words: the owner's description stays on their report.",
    );
    // The owner's identifying details are not copied into the finder's public post.
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(description).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue(
      'Main Library, 2nd floor',
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Accessories');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveTextContent('Found');
    await user.click(status);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Found']);
    await user.keyboard('{Escape}');

    // The finder describes it in their own words.
    await user.clear(title);
    await user.type(title, 'Black wallet by the stairs');
    await user.click(description);
    await user.paste('A black wallet, found on the stairs.');
    await user.click(screen.getByRole('button', { name: 'Post Item' }));
    expect(await screen.findByText('Item created successfully!')).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({
        title: 'Black wallet by the stairs',
        description: 'A black wallet, found on the stairs.',
        status: 'Found',
        category: 'Accessories',
        foundFor: 'item-01',
      }),
    ]);
    const created = world.items[0];
    await waitFor(() => expect(router.state.location.pathname).toBe(`/items/${created._id}`), {
      timeout: 2500,
    });
  });

  it("makes a plain post, and says so, from one's own report", async () => {
    const { user } = renderCreate('?foundFor=item-05');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That lost report is not open to "I found this"',
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Lost', 'Found']);
  });

  it('shows no notice without foundFor', async () => {
    renderCreate('');
    expect(await screen.findByRole('heading', { name: 'Add New Item' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
