import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath } from '../../../mocks/apiPath';
import { resetMockWorld, world } from '../../../mocks/world';
import { renderWithProviders, testUser } from '../../../test/renderWithProviders';
import { resetToastDedupe } from '../../../app/toasts';
import { MyItemRow } from '../dashboard/MyItemRow';
import ItemDetailsPage from './ItemDetailsPage';
import type { Item } from '../../../api/enhancedApi';

jest.setTimeout(20000);

// Fixtures (src/mocks/world.ts): Sam (u-student) posted the Lost reports item-05 Chemistry Lab
// Notebook, item-13 Laptop Charger and item-21 Yoga Mat; item-16 Student ID Card (posted by Alex)
// is Returned to Sam; item-01 Black Leather Wallet is Alex's Lost report.
afterEach(() => server.events.removeAllListeners('response:mocked'));
const sam = testUser();

const renderItem = (id: string) =>
  renderWithProviders(<ItemDetailsPage />, {
    route: `/items/${id}`,
    path: '/items/:id',
    preloadedState: { session: { token: `mock-token-${sam.id}`, user: sam } },
  });

const itemOf = (id: string) => world.items.find((i) => i._id === id)!;

/** The close requests sent, and a server that closes the report as the contract says. */
let closes: { id: string; body: Record<string, string> }[] = [];
/** The items whose close prompt the page asked the server for. */
let promptAsked: string[] = [];
beforeEach(() => {
  resetMockWorld();
  resetToastDedupe();
  localStorage.clear();
  closes = [];
  promptAsked = [];
  server.events.on('response:mocked', ({ request }) => {
    const asked = new URL(request.url).pathname.match(/\/items\/([^/]+)\/close-prompt$/);
    if (asked) promptAsked.push(asked[1]!);
  });
  server.use(
    http.post(apiPath('/items/:id/close'), async ({ request, params }) => {
      const body = (await request.json()) as Record<string, string>;
      closes.push({ id: String(params.id), body });
      const item = itemOf(String(params.id));
      const found = body.returnedWith ? itemOf(body.returnedWith) : null;
      const at = new Date().toISOString();
      Object.assign(item, {
        ...(body.reason === 'got-it-back'
          ? { status: 'Returned', returnedAt: at }
          : { isActive: false }),
        closedAs: {
          reason: found ? 'returned-with' : body.reason,
          at,
          note: body.note ?? null,
          linkedItem: found
            ? {
                _id: found._id,
                reference: found.reference,
                title: found.title,
                status: found.status,
              }
            : null,
        },
      });
      return HttpResponse.json({ message: 'Lost report closed.', item });
    }),
  );
});

describe('Close report on the owner’s open Lost report (docs/product.md#closing-a-lost-report)', () => {
  it('asks in a titled dialog, sends the reason and note, and toasts', async () => {
    const { user } = renderItem('item-05');
    await user.click(await screen.findByRole('button', { name: 'Close report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this lost report?' });
    expect(within(dialog).getByRole('radio', { name: 'I got it back' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'No longer looking' }));
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Bought a new one');
    await user.click(within(dialog).getByRole('button', { name: 'Close report' }));
    expect(await screen.findByText('Lost report closed.')).toBeInTheDocument();
    expect(closes).toEqual([
      { id: 'item-05', body: { reason: 'no-longer-looking', note: 'Bought a new one' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('"I got it back" closes it for good: the page shows its state, no Close report any more', async () => {
    const { user } = renderItem('item-05');
    await user.click(await screen.findByRole('button', { name: 'Close report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this lost report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close report' }));
    await waitFor(() =>
      expect(closes).toEqual([{ id: 'item-05', body: { reason: 'got-it-back' } }]),
    );
    expect(await screen.findByText('Closed: you got it back')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close report' })).not.toBeInTheDocument();
  });

  it('sends nothing on Cancel, and is not offered on someone else’s report', async () => {
    const { user } = renderItem('item-05');
    await user.click(await screen.findByRole('button', { name: 'Close report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this lost report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(closes).toEqual([]);
  });

  it('is not offered on another person’s Lost report', async () => {
    renderItem('item-01');
    await screen.findByRole('heading', { name: 'Black Leather Wallet' });
    expect(screen.queryByRole('button', { name: 'Close report' })).not.toBeInTheDocument();
  });
});

describe('A closed report’s state', () => {
  const closedAs = (over: Partial<NonNullable<Item['closedAs']>>): Item['closedAs'] => ({
    reason: 'got-it-back',
    at: '2026-03-02T10:00:00.000Z',
    note: null,
    linkedItem: null,
    ...over,
  });

  it('reads "Closed: no longer looking" with its note on the item page', async () => {
    Object.assign(itemOf('item-05'), {
      closedAs: closedAs({ reason: 'no-longer-looking', note: 'Bought a new one' }),
    });
    renderItem('item-05');
    expect(
      await screen.findByText('Closed: no longer looking — “Bought a new one”'),
    ).toBeInTheDocument();
  });

  it('reads "Returned with LF-… <title>" linking the Found item, on the page and the dashboard row', async () => {
    const found = itemOf('item-16');
    const linked = {
      _id: found._id,
      reference: found.reference,
      title: found.title,
      status: found.status,
    };
    Object.assign(itemOf('item-05'), {
      status: 'Returned',
      closedAs: closedAs({ reason: 'returned-with', linkedItem: linked }),
    });
    renderItem('item-05');
    const link = await screen.findByRole('link', { name: `${found.reference} Student ID Card` });
    expect(link).toHaveAttribute('href', '/items/item-16');

    renderWithProviders(
      <ul>
        <MyItemRow item={itemOf('item-05')} viewer={sam} onEdit={() => {}} onDelete={() => {}} />
      </ul>,
    );
    expect(
      await screen.findByText(`Returned with ${found.reference} Student ID Card`),
    ).toBeInTheDocument();
  });
});

describe('"Was this your lost report LF-…? Close it", asked once', () => {
  /**
   * Two of Sam's open reports could be the Student ID Card handed over to him (item-16, Documents,
   * returned on 13 March): item-05 was matched to it, item-13 is made a Documents report posted
   * before the return. item-21 Yoga Mat (Other, posted after) could not.
   */
  const twoCouldBe = () => {
    world.matches['item-05'] = [{ itemId: 'item-16', score: 0.5, reasons: ['same words'] }];
    Object.assign(itemOf('item-13'), {
      category: itemOf('item-16').category,
      createdAt: '2025-03-01T09:00:00.000Z',
    });
  };
  const promptRegion = () => screen.findByRole('region', { name: 'Close your lost report' });

  it('on a Found item handed over to the viewer: only the reports that could be it', async () => {
    twoCouldBe();
    const { user } = renderItem('item-16');
    const prompt = await promptRegion();
    const buttons = within(prompt).getAllByRole('button', { name: /^Close it/ });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      `Close it: ${itemOf('item-13').reference}`,
      `Close it: ${itemOf('item-05').reference}`,
    ]);
    expect(prompt).toHaveTextContent(
      `Was this your lost report ${itemOf('item-05').reference} “Chemistry Lab Notebook”?`,
    );
    expect(prompt).not.toHaveTextContent('Yoga Mat');
    await user.click(
      within(prompt).getByRole('button', { name: `Close it: ${itemOf('item-13').reference}` }),
    );
    expect(await screen.findByText('Lost report closed.')).toBeInTheDocument();
    expect(closes).toEqual([
      { id: 'item-13', body: { reason: 'got-it-back', returnedWith: 'item-16' } },
    ]);
  });

  it('asks nothing when none of the viewer’s reports could be the item', async () => {
    renderItem('item-16');
    await screen.findByText(/Returned to its owner/);
    // The answer came (the page asked the server), and it named no report.
    await waitFor(() => expect(promptAsked).toContain('item-16'));
    expect(
      screen.queryByRole('region', { name: 'Close your lost report' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/Was this your lost report/)).not.toBeInTheDocument();
  });

  it('remembers a dismissal for that Found item', async () => {
    twoCouldBe();
    const first = renderItem('item-16');
    const prompt = await promptRegion();
    await first.user.click(
      within(prompt).getByRole('button', { name: 'No, keep my reports open' }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Close your lost report' }),
      ).not.toBeInTheDocument(),
    );
    first.unmount();
    renderItem('item-16');
    await screen.findByRole('heading', { name: 'Student ID Card' });
    await screen.findByText(/Returned to its owner/);
    expect(
      screen.queryByRole('region', { name: 'Close your lost report' }),
    ).not.toBeInTheDocument();
  });

  it('on the owner’s open Lost report: names the Found item handed over to them', async () => {
    twoCouldBe();
    const { user } = renderItem('item-13');
    const prompt = await promptRegion();
    expect(prompt).toHaveTextContent(`you got ${itemOf('item-16').reference} “Student ID Card”`);
    await user.click(within(prompt).getByRole('button', { name: /^Close it/ }));
    await waitFor(() =>
      expect(closes).toEqual([
        { id: 'item-13', body: { reason: 'got-it-back', returnedWith: 'item-16' } },
      ]),
    );
  });

  it('asks nothing on a report the Found item could not be', async () => {
    twoCouldBe();
    renderItem('item-21');
    await screen.findByRole('heading', { name: 'Yoga Mat' });
    await waitFor(() => expect(promptAsked).toContain('item-21'));
    expect(
      screen.queryByRole('region', { name: 'Close your lost report' }),
    ).not.toBeInTheDocument();
  });
});
