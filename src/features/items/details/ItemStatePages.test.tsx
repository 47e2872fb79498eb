import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { resetMockWorld, world } from '../../../mocks/world';
import { renderWithProviders, testUser } from '../../../test/renderWithProviders';
import { resetToastDedupe } from '../../../app/toasts';
import { disposedText } from './DisposedBanner';
import ItemDetailsPage from './ItemDetailsPage';
import type { Item } from '../../../api/enhancedApi';
import type { SessionUser } from '../../../app/sessionSlice';

jest.setTimeout(20000);

// Fixtures (src/mocks/world.ts): item-02 Blue Backpack, Found, poster Priya, keeper Kim;
// item-05 Chemistry Lab Notebook, Sam's Lost report; item-06 Grey Hoodie, Returned, poster
// Priya, keeper Lee, claimant Alex.
const sam = testUser();
const priya = testUser({ id: 'u-priya', name: 'Priya Shah', email: 'priya@campus.edu' });
const alex = testUser({ id: 'u-alex', name: 'Alex Rivera', email: 'alex@campus.edu' });
const kim = testUser({ id: 'u-keeper', name: 'Kim Keeper', role: 'keeper' });
const lee = testUser({ id: 'u-keeper2', name: 'Lee Library', role: 'keeper' });
const ada = testUser({ id: 'u-admin', name: 'Ada Admin', role: 'admin' });

const itemOf = (id: string) => world.items.find((i) => i._id === id)!;
const renderItem = async (id: string, viewer: SessionUser) => {
  // The session persists in local storage: the last test render's viewer would come back.
  localStorage.clear();
  const view = renderWithProviders(<ItemDetailsPage />, {
    route: `/items/${id}`,
    path: '/items/:id',
    preloadedState: { session: { token: `mock-token-${viewer.id}`, user: viewer } },
  });
  await screen.findByRole('heading', { level: 1, name: itemOf(id).title });
  return view;
};
const button = (name: string) => screen.queryByRole('button', { name });

/** Every request the page sent, as "METHOD /path". */
let requested: string[] = [];
beforeEach(() => {
  resetMockWorld();
  resetToastDedupe();
  localStorage.clear();
  requested = [];
  server.events.on('request:start', ({ request }) => {
    requested.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
afterEach(() => server.events.removeAllListeners('request:start'));
const askedForMatches = () => requested.some((r) => r.endsWith('/matches'));

describe('A disposed item (docs/product.md#retention)', () => {
  const library = { _id: 'desk-library', name: 'Library desk', place: 'Library', hours: '9–5' };
  beforeEach(() => {
    Object.assign(itemOf('item-02'), {
      isActive: false,
      desk: library,
      disposal: {
        method: 'transferred',
        at: '2026-09-21T12:00:00.000Z',
        note: 'to the card office',
      },
    } satisfies Partial<Item>);
  });

  it('says when and how it left, with no Collect, Claim, matches or receipt (its poster)', async () => {
    await renderItem('item-02', priya);
    expect(
      screen.getByText('Disposed of on 09/21/2026: transferred to the card office'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Collect it at/)).not.toBeInTheDocument();
    expect(button('Claim Item')).not.toBeInTheDocument();
    expect(button('Download receipt')).not.toBeInTheDocument();
    expect(button('Print Label')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Possible matches' })).not.toBeInTheDocument();
    expect(askedForMatches()).toBe(false);
  });

  it('offers an admin no Claim, no Message Owner and no matches either', async () => {
    await renderItem('item-02', ada);
    expect(screen.getByText(/^Disposed of on 09\/21\/2026/)).toBeInTheDocument();
    expect(button('Claim Item')).not.toBeInTheDocument();
    expect(button('Message Owner')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Possible matches' })).not.toBeInTheDocument();
    expect(askedForMatches()).toBe(false);
  });

  it('words the method alone when the office wrote no note', () => {
    expect(disposedText({ method: 'donated', at: '2026-09-21T12:00:00.000Z', note: null })).toBe(
      'Disposed of on 09/21/2026: donated',
    );
  });
});

describe('A Returned item, for anyone but its parties and the office', () => {
  beforeEach(() => {
    const question = 'What is written on the sleeve?';
    world.questions['item-06'] = [{ question, expectedAnswer: 'Paint' }];
    Object.assign(itemOf('item-06'), {
      questions: [question],
      storageLocation: 'Arts desk, box 2',
    });
  });

  it('drops the ownership questions, the storage place and Message Owner', async () => {
    for (const viewer of [sam, kim]) {
      const { unmount } = await renderItem('item-06', viewer);
      expect(screen.getByText(/^Returned to its owner on/)).toBeInTheDocument();
      expect(
        screen.queryByRole('heading', { name: 'Ownership questions' }),
      ).not.toBeInTheDocument();
      expect(screen.queryByText(/Arts desk, box 2/)).not.toBeInTheDocument();
      expect(button('Message Owner')).not.toBeInTheDocument();
      expect(button('Claim Item')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('leaves Message Owner to its claimant, and the storage form to its keeper', async () => {
    const claimant = await renderItem('item-06', alex);
    expect(button('Message Owner')).toBeEnabled();
    claimant.unmount();
    await renderItem('item-06', lee);
    expect(await screen.findByRole('combobox', { name: 'Storage place' })).toHaveValue(
      'Arts desk, box 2',
    );
  });
});

describe('A closed Lost report', () => {
  beforeEach(() => {
    // Were they asked for, the matches would fail: the page must not ask.
    server.use(
      http.get(apiPath('/items/:id/matches'), () =>
        HttpResponse.json(errorBody('This report is closed.', 'CONFLICT'), { status: 409 }),
      ),
    );
  });
  const closedAs = (reason: 'got-it-back' | 'no-longer-looking'): Item['closedAs'] => ({
    reason,
    at: '2026-03-02T10:00:00.000Z',
    note: null,
    linkedItem: null,
  });

  it('got back: no red matches error, no receipt and no label', async () => {
    Object.assign(itemOf('item-05'), {
      status: 'Returned',
      returnedAt: '2026-03-02T10:00:00.000Z',
      closedAs: closedAs('got-it-back'),
    } satisfies Partial<Item>);
    await renderItem('item-05', sam);
    expect(screen.getByText('Closed: you got it back')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to load possible matches/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Possible matches' })).not.toBeInTheDocument();
    expect(button('Download receipt')).not.toBeInTheDocument();
    expect(button('Print Label')).not.toBeInTheDocument();
    await waitFor(() => expect(requested).toContain('GET /api/v1/items/item-05/history'));
    expect(askedForMatches()).toBe(false);
  });

  it('no longer looking: no matches asked for (its poster), no label (an admin)', async () => {
    Object.assign(itemOf('item-05'), {
      isActive: false,
      closedAs: closedAs('no-longer-looking'),
    } satisfies Partial<Item>);
    const poster = await renderItem('item-05', sam);
    expect(screen.getByText('Closed: no longer looking')).toBeInTheDocument();
    await waitFor(() => expect(requested).toContain('GET /api/v1/items/item-05/history'));
    expect(screen.queryByText(/Failed to load possible matches/)).not.toBeInTheDocument();
    expect(askedForMatches()).toBe(false);
    poster.unmount();
    // An admin prints any label, but a closed report has none; nor can it be claimed.
    await renderItem('item-05', ada);
    expect(button('Print Label')).not.toBeInTheDocument();
    expect(button('Claim Item')).not.toBeInTheDocument();
    expect(askedForMatches()).toBe(false);
  });
});

describe('The keepers of an item are never offered Claim (docs/product.md#roles)', () => {
  it('not its keeper, who may still message the owner', async () => {
    await renderItem('item-02', kim);
    expect(button('Claim Item')).not.toBeInTheDocument();
    expect(button('Message Owner')).toBeEnabled();
  });

  it('not a keeper of the desk holding it; another keeper and an admin may claim', async () => {
    const held = await renderItem('item-02', lee);
    expect(button('Claim Item')).toBeEnabled();
    held.unmount();

    // The server says whether the caller acts for the office: Lee works at its desk now.
    Object.assign(itemOf('item-02'), { actsForOffice: true });
    const atDesk = await renderItem('item-02', lee);
    expect(button('Claim Item')).not.toBeInTheDocument();
    atDesk.unmount();
    await renderItem('item-02', ada);
    expect(button('Claim Item')).toBeEnabled();
  });
});
