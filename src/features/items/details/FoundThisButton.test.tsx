import { screen } from '@testing-library/react';
import { resetMockWorld, world } from '../../../mocks/world';
import { renderWithProviders, testUser } from '../../../test/renderWithProviders';
import { resetToastDedupe } from '../../../app/toasts';
import ItemDetailsPage from './ItemDetailsPage';

jest.setTimeout(20000);

// Fixtures (src/mocks/world.ts): item-01 Black Leather Wallet, Lost, poster Alex; item-05
// Chemistry Lab Notebook, Lost, poster Sam; item-02 Blue Backpack, Found, poster Priya.
const sam = testUser();

const renderItem = (id: string, viewer: typeof sam | null = sam) =>
  renderWithProviders(<ItemDetailsPage />, {
    route: `/items/${id}`,
    path: '/items/:id',
    preloadedState: viewer ? { session: { token: `mock-token-${viewer.id}`, user: viewer } } : {},
    extraRoutes: [
      { path: '/items/create', element: <h1>Post form</h1> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
  });

beforeEach(() => {
  resetMockWorld();
  resetToastDedupe();
});

describe('"I found this" on a Lost report (docs/product.md#i-found-this)', () => {
  it('sits beside Claim Item for others and opens the post form for the report', async () => {
    const { user, router } = renderItem('item-01');
    await screen.findByRole('heading', { name: 'Black Leather Wallet', level: 1 });
    expect(screen.getByRole('button', { name: 'Claim Item' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I found this' }));
    expect(await screen.findByRole('heading', { name: 'Post form' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/items/create');
    expect(router.state.location.search).toBe('?foundFor=item-01');
  });

  it('sends a visitor to log in first', async () => {
    const { user } = renderItem('item-01', null);
    await user.click(await screen.findByRole('button', { name: 'I found this' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it("is not offered on one's own report, a closed report or a Found item", async () => {
    const { unmount } = renderItem('item-05');
    await screen.findByRole('heading', { name: 'Chemistry Lab Notebook', level: 1 });
    expect(screen.queryByRole('button', { name: 'I found this' })).not.toBeInTheDocument();
    unmount();

    const wallet = world.items.find((i) => i._id === 'item-01')!;
    wallet.closedAs = {
      reason: 'no-longer-looking',
      at: '2026-11-20T10:00:00.000Z',
      note: null,
      linkedItem: null,
    };
    const closed = renderItem('item-01');
    await screen.findByRole('heading', { name: 'Black Leather Wallet', level: 1 });
    expect(screen.queryByRole('button', { name: 'I found this' })).not.toBeInTheDocument();
    closed.unmount();

    renderItem('item-02');
    await screen.findByRole('heading', { name: 'Blue Backpack', level: 1 });
    expect(screen.getByRole('button', { name: 'Claim Item' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I found this' })).not.toBeInTheDocument();
  });

  it('shows on a Found item the lost report it was posted for, linked', async () => {
    const backpack = world.items.find((i) => i._id === 'item-02')!;
    backpack.foundFor = {
      _id: 'item-01',
      reference: 'LF-2026-00001',
      title: 'Black Leather Wallet',
      status: 'Lost',
    };
    renderItem('item-02');
    const link = await screen.findByRole('link', { name: 'LF-2026-00001 Black Leather Wallet' });
    expect(link).toHaveAttribute('href', '/items/item-01');
    expect(link.closest('[role="alert"]')).toHaveTextContent(
      'Posted for lost report LF-2026-00001 Black Leather Wallet',
    );
  });
});
