import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import {
  answerQueue,
  counts,
  first,
  renderQueue as renderPage,
  row,
  second,
  third,
} from './test/queueTestKit';

jest.setTimeout(30000);

describe('Office: the keeper’s queue (docs/product.md#the-keepers-queue)', () => {
  it('shows every view with its count and asks for the chosen view, desk and place', async () => {
    const asked = answerQueue(() => [row(first, { pendingClaims: 1 }), row(second), row(third)]);
    const { user } = renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('link', { name: first!.title })).toHaveAttribute(
      'href',
      `/items/${first!._id}`,
    );
    expect(within(table).getAllByText('1 pending')).toHaveLength(1);
    const views = screen.getByRole('group', { name: 'Views' });
    for (const name of ['All (3)', 'My desks (2)', 'Not labelled (3)', 'Pending claims (1)']) {
      expect(within(views).getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(within(views).getByRole('button', { name: 'Due within a week (1)' }));
    await waitFor(() => expect(asked.at(-1)?.get('view')).toBe('due-soon'));
    await user.click(screen.getByRole('combobox', { name: 'Desk' }));
    await user.click(await screen.findByRole('option', { name: 'Security office' }));
    await waitFor(() => expect(asked.at(-1)?.get('deskId')).toBe('desk-security'));
    await user.type(screen.getByRole('textbox', { name: 'Storage place' }), 'Safe');
    await waitFor(() => expect(asked.at(-1)?.get('storage')).toBe('Safe'));
    expect(screen.getByRole('link', { name: 'Log a walk-in item' })).toHaveAttribute(
      'href',
      '/office/intake',
    );
    expect(screen.getByRole('link', { name: 'Import a spreadsheet' })).toHaveAttribute(
      'href',
      '/office/import',
    );
  });

  it('moves the selected items to a desk and storage place', async () => {
    answerQueue();
    let sent: unknown;
    server.use(
      http.post(apiPath('/office/bulk/move'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: '2 items moved.', count: 2 });
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('table');
    const selection = screen.getByRole('region', { name: 'Selection' });
    expect(within(selection).getByRole('button', { name: 'Move' })).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', { name: `Select ${first!.title} (${first!.reference})` }),
    );
    await user.click(
      screen.getByRole('checkbox', { name: `Select ${third!.title} (${third!.reference})` }),
    );
    expect(selection).toHaveTextContent('2 items selected');
    await user.click(within(selection).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move items' });
    // Kim's own desk comes first; its places are offered.
    expect(within(dialog).getByRole('combobox', { name: 'Desk' })).toHaveTextContent(
      'Security office',
    );
    await user.type(
      within(dialog).getByRole('combobox', { name: 'Storage place (optional)' }),
      'Safe',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({
      itemIds: [first!._id, third!._id],
      deskId: 'desk-security',
      storageLocation: 'Safe',
    });
    expect(await screen.findByText('2 items moved.')).toBeInTheDocument();
    expect(selection).toHaveTextContent('No items selected');
  });

  it('disposes of the whole page with one method, and shows the server’s refusal', async () => {
    answerQueue();
    let sent: unknown;
    server.use(
      http.post(apiPath('/office/bulk/dispose'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          errorBody('LF-2026-00001: Only an unclaimed Found item can be disposed of.', 'CONFLICT'),
          { status: 409 },
        );
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const selection = screen.getByRole('region', { name: 'Selection' });
    expect(selection).toHaveTextContent('3 items selected');
    await user.click(within(selection).getByRole('button', { name: 'Dispose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispose of items' });
    await user.click(within(dialog).getByRole('button', { name: 'Dispose' }));
    expect(within(dialog).getByText('Choose how the items left the office')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Donated/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Dispose' }));
    expect(
      await within(dialog).findByText(/LF-2026-00001: Only an unclaimed Found item/),
    ).toBeInTheDocument();
    expect(sent).toEqual({ itemIds: [first!._id, second!._id, third!._id], method: 'donated' });
  });

  it('shows a load failure with Retry, and an empty view', async () => {
    server.use(
      http.get(apiPath('/office/queue'), () =>
        HttpResponse.json(errorBody('Database down', 'INTERNAL_ERROR'), { status: 500 }),
      ),
    );
    const { user } = renderPage();
    expect(await screen.findByText(/Failed to load the queue/)).toBeInTheDocument();
    server.use(
      http.get(apiPath('/office/queue'), () =>
        HttpResponse.json({
          items: [],
          counts: { ...counts, all: 0 },
          pagination: { currentPage: 1, totalPages: 1, totalResults: 0, limit: 20 },
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No items in this view.')).toBeInTheDocument();
  });

  it('stacks the rows as cards on a phone, each with its checkbox', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    try {
      answerQueue();
      renderPage();
      const cards = await screen.findAllByRole('listitem');
      expect(cards).toHaveLength(3);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(cards[0]!).getByRole('checkbox')).toBeInTheDocument();
      expect(cards[0]).toHaveTextContent('Kept at: Shelf A1');
    } finally {
      window.matchMedia = original;
    }
  });
});
