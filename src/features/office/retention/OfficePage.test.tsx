import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { world } from '../../../mocks/world';
import { renderApp, renderWithProviders, testUser } from '../../../test/renderWithProviders';
import { axeViolations } from '../../../test/axe';
import OfficePage from './OfficePage';
import type { SessionUser } from '../../../app/sessionSlice';

jest.setTimeout(30000);

// Fixtures (src/mocks/world.ts, `world.due`): the eight Found, unclaimed items, all posted in
// March 2025 and so past their category's 90 days, oldest first: Wireless Mouse (9 March, 12:15
// UTC), Denim Jacket, Biology Textbook, Umbrella, TI-84 Calculator, AirPods Pro Case, Dorm Room
// Keys, Blue Backpack.
const sam = testUser();
const kim = testUser({ id: 'u-keeper', name: 'Kim Keeper', role: 'keeper' });
const ada = testUser({ id: 'u-admin', name: 'Ada Admin', role: 'admin' });
const session = (viewer: SessionUser) => ({
  session: { token: `mock-token-${viewer.id}`, user: viewer },
});

const renderPage = (viewer: SessionUser = kim) =>
  renderWithProviders(<OfficePage />, {
    route: '/office',
    path: '/office',
    preloadedState: session(viewer),
  });
const table = () => screen.findByRole('table');
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);

describe('Office: items due for disposal (docs/product.md#retention)', () => {
  it('lists the due items oldest first with reference, category, age and due date', async () => {
    const { container } = renderPage();
    expect(screen.getByRole('heading', { name: 'Office', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading due items' })).toBeInTheDocument();
    const rows = await bodyRows();
    expect(rows).toHaveLength(8);
    const [first] = rows;
    expect(within(first!).getByRole('link', { name: 'Wireless Mouse' })).toHaveAttribute(
      'href',
      '/items/item-20',
    );
    expect(first).toHaveTextContent('LF-2026-00020');
    expect(first).toHaveTextContent('Electronics (kept 90 days)');
    const age = Math.floor((Date.now() - Date.UTC(2025, 2, 9, 12, 15)) / (24 * 3600_000));
    expect(first).toHaveTextContent(`${age} days`);
    // Due 90 days after posting: 7 June 2025 (8 June east of UTC+11:45).
    expect(first).toHaveTextContent(/06\/0[78]\/2025/);
    expect(within(rows[7]!).getByRole('link', { name: 'Blue Backpack' })).toBeInTheDocument();
    expect(screen.getByText(/8 items are due\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print labels' })).toHaveAttribute(
      'href',
      '/office/labels',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('disposes of an item after asking how, and takes it off the list', async () => {
    const { user } = renderPage(ada);
    await table();
    await user.click(
      screen.getByRole('button', { name: 'Dispose of Dorm Room Keys (LF-2026-00004)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dispose of item' });
    expect(dialog).toHaveTextContent('“Dorm Room Keys” (LF-2026-00004)');
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Dispose' }));
    expect(within(dialog).getByText('Choose how the item left the office')).toBeInTheDocument();
    expect(world.items.find((i) => i._id === 'item-04')?.isActive).toBe(true);

    await user.click(within(dialog).getByRole('radio', { name: /Transferred/ }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note (optional)' }),
      'to campus security',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Dispose' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('"Dorm Room Keys" disposed of')).toBeInTheDocument();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(7));
    expect(screen.queryByRole('link', { name: 'Dorm Room Keys' })).not.toBeInTheDocument();
    const item = world.items.find((i) => i._id === 'item-04')!;
    expect(item).toMatchObject({ isActive: false, disposal: { method: 'transferred' } });
    expect(world.history['item-04']!.at(-1)).toMatchObject({
      action: 'disposed',
      details: 'transferred: to campus security',
    });
    // Focus moves on to the list's heading: the button it came from is gone.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Due for disposal' })).toHaveFocus(),
    );
  });

  it('keeps the dialog open with the server’s reason when the disposal is refused', async () => {
    server.use(
      http.post(apiPath('/items/:id/dispose'), () =>
        HttpResponse.json(errorBody('This item has already been claimed.', 'CONFLICT'), {
          status: 409,
        }),
      ),
    );
    const { user } = renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: /^Dispose of Umbrella/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispose of item' });
    await user.click(within(dialog).getByRole('radio', { name: /Donated/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Dispose' }));
    expect(
      await within(dialog).findByText(
        'Failed to dispose of item: This item has already been claimed.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Umbrella' })).toBeInTheDocument();
  });

  it('pages through more than ten due items', async () => {
    const template = world.items.find((i) => i._id === 'item-20')!;
    for (let n = 0; n < 5; n++) {
      world.items.push({
        ...template,
        _id: `item-old-${n}`,
        title: `Old Scarf ${n}`,
        createdAt: new Date(Date.UTC(2025, 3, 1 + n)).toISOString(),
      });
      world.due.push(`item-old-${n}`);
    }
    const { user } = renderPage();
    expect(await bodyRows()).toHaveLength(10);
    expect(screen.getByText(/13 items are due\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Old Scarf 4' })).toBeInTheDocument(),
    );
    expect(await bodyRows()).toHaveLength(3);
  });

  it('says when nothing is due, and offers Retry when the list fails', async () => {
    server.use(
      http.get(apiPath('/admin/disposal-due'), () =>
        HttpResponse.json({
          items: [],
          pagination: { currentPage: 1, totalPages: 1, totalResults: 0, limit: 10 },
        }),
      ),
    );
    const first = renderPage();
    expect(await screen.findByText('Nothing is due for disposal.')).toBeInTheDocument();
    first.unmount();

    let fail = true;
    server.use(
      http.get(apiPath('/admin/disposal-due'), () =>
        fail
          ? HttpResponse.json(errorBody('Database unavailable', 'INTERNAL_ERROR'), { status: 500 })
          : HttpResponse.json({
              items: [],
              pagination: { currentPage: 1, totalPages: 1, totalResults: 0, limit: 10 },
            }),
      ),
    );
    const { user, container } = renderPage();
    expect(
      await screen.findByText('Failed to load due items: Database unavailable'),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing is due for disposal.')).toBeInTheDocument();
  });
});

describe('Office: who gets there', () => {
  it('is linked from the navigation for keepers and admins, and opens for them', async () => {
    const { router } = renderApp({ route: '/office', preloadedState: session(kim) });
    expect(
      await screen.findByRole('heading', { name: 'Office', level: 1 }, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/office');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Office' })).toHaveAttribute('href', '/office');
  });

  it('sends visitors to the login', async () => {
    const { router } = renderApp({ route: '/office' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('tells other users why they cannot use it, as /office/labels does, with no Office link', async () => {
    const { router } = renderApp({ route: '/office', preloadedState: session(sam) });
    expect(
      await screen.findByRole('heading', { name: 'Office', level: 1 }, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Only keepers and admins use the office. The items you posted, claimed or keep are on your dashboard.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/office');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Office' })).not.toBeInTheDocument();
  });
});
