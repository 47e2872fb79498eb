import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { world } from '../../../mocks/world';
import { renderWithProviders, testUser } from '../../../test/renderWithProviders';
import { axeViolations } from '../../../test/axe';
import LabelSheetPage from './LabelSheetPage';
import type { SessionUser } from '../../../app/sessionSlice';

jest.setTimeout(20000);

const sam = testUser();
const kim = testUser({ id: 'u-keeper', name: 'Kim Keeper', role: 'keeper' });
const ada = testUser({ id: 'u-admin', name: 'Ada Admin', role: 'admin' });

const renderPage = (viewer: SessionUser) =>
  renderWithProviders(<LabelSheetPage />, {
    route: '/office/labels',
    path: '/office/labels',
    preloadedState: { session: { token: `mock-token-${viewer.id}`, user: viewer } },
  });

const itemList = () => screen.findByRole('list', { name: 'Items to label' });
const chosenStatus = () => screen.getByText(/labels chosen/);

/** The bodies of the sheet requests the page sent. */
let sheets: unknown[] = [];
beforeEach(() => {
  sheets = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/labels'))
      sheets.push(await request.clone().json());
  });
  URL.createObjectURL = jest.fn(() => 'blob:sheet');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
});
afterEach(() => {
  server.events.removeAllListeners('request:start');
  jest.restoreAllMocks();
});

describe('Print Labels page (docs/product.md#labels)', () => {
  it('lets a keeper choose items and open one sheet of their labels', async () => {
    const { user, container } = renderPage(kim);
    expect(screen.getByRole('heading', { name: 'Print Labels', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print Labels' })).toBeDisabled();
    const list = await itemList();
    const [first, second] = within(list).getAllByRole('checkbox');
    await user.click(first!);
    await user.click(second!);
    expect(chosenStatus()).toHaveTextContent('2 of 24 labels chosen.');
    const chosen = screen.getByRole('list', { name: 'Chosen items' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Print Labels' }));
    expect(
      await screen.findByText('The sheet opened in a new tab: print it from there.'),
    ).toBeInTheDocument();
    expect(window.open).toHaveBeenCalledWith('blob:sheet', '_blank');
    expect(sheets).toHaveLength(1);
    const ids = (sheets[0] as { itemIds: string[] }).itemIds;
    expect(ids).toHaveLength(2);
    expect(ids.every((id) => world.items.some((item) => item._id === id))).toBe(true);
  });

  it('removes a chosen item, and finds items by what is typed', async () => {
    const { user } = renderPage(ada);
    await user.click(within(await itemList()).getAllByRole('checkbox')[0]!);
    const [chosen] = within(screen.getByRole('list', { name: 'Chosen items' })).getAllByRole(
      'listitem',
    );
    await user.click(within(chosen!).getByRole('button', { name: /^Remove / }));
    expect(chosenStatus()).toHaveTextContent('0 of 24 labels chosen.');
    await waitFor(() => expect(chosenStatus()).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Print Labels' })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Title or reference' }), 'mouse');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('checkbox', { name: /Wireless Mouse/ })).toBeInTheDocument();
    expect(within(await itemList()).getAllByRole('checkbox')).toHaveLength(1);
    await user.clear(screen.getByRole('textbox', { name: 'Title or reference' }));
    await user.type(screen.getByRole('textbox', { name: 'Title or reference' }), 'nothing like it');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No items match "nothing like it".')).toBeInTheDocument();
  });

  it('stops at 24 labels, one A4 sheet, and says so', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...world.items[0]!,
      _id: `many-${i}`,
      title: `Umbrella ${i + 1}`,
      reference: `LF-2026-${String(100 + i).padStart(5, '0')}`,
    }));
    server.use(
      http.get(apiPath('/search/items/search'), () =>
        HttpResponse.json({
          items: many,
          pagination: { currentPage: 1, totalPages: 1, totalResults: 25, limit: 25 },
        }),
      ),
    );
    const { user } = renderPage(kim);
    const boxes = within(await itemList()).getAllByRole('checkbox');
    for (const box of boxes.slice(0, 24)) await user.click(box);
    expect(chosenStatus()).toHaveTextContent('24 of 24 labels chosen: the sheet is full.');
    expect(boxes[24]).toBeDisabled();
    expect(boxes[0]).toBeEnabled();
  });

  it('shows why a sheet failed, and a list that failed to load', async () => {
    server.use(
      http.post(apiPath('/labels'), () =>
        HttpResponse.json(errorBody('Item item-01 not found.', 'NOT_FOUND'), { status: 404 }),
      ),
    );
    const { user, container } = renderPage(kim);
    await user.click(within(await itemList()).getAllByRole('checkbox')[0]!);
    await user.click(screen.getByRole('button', { name: 'Print Labels' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to print the labels: Item item-01 not found.',
    );
    expect(window.open).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);

    server.use(
      http.get(apiPath('/search/items/search'), () =>
        HttpResponse.json(errorBody('Server error', 'INTERNAL_ERROR'), { status: 500 }),
      ),
    );
    await user.type(screen.getByRole('textbox', { name: 'Title or reference' }), 'keys');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The items could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('tells other users that sheets are for keepers and admins', async () => {
    const { container } = renderPage(sam);
    expect(screen.getByText(/Only keepers and admins print label sheets/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print Labels' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
