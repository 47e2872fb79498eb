import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, type QueueItem } from '../../../api/enhancedApi';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { server } from '../../../mocks/server';
import { axeViolations } from '../../../test/axe';
import {
  answerQueue,
  counts,
  first,
  renderQueue,
  row,
  second,
  third,
  tickName,
} from './test/queueTestKit';

jest.setTimeout(30000);

const DAY_MS = 24 * 3600_000;

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:sheet');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
});
afterEach(() => jest.restoreAllMocks());

describe('Office queue: a selection never outlives its rows', () => {
  it('clears the selection after bulk Print labels', async () => {
    // After the sheet, "Not labelled" no longer holds the two printed items.
    let rows: QueueItem[] = [row(first), row(second), row(third)];
    answerQueue(() => rows);
    const { user } = renderQueue('/office?view=unlabelled');
    await screen.findByRole('table');
    const selection = screen.getByRole('region', { name: 'Selection' });
    await user.click(screen.getByRole('checkbox', { name: tickName(first) }));
    await user.click(screen.getByRole('checkbox', { name: tickName(second) }));
    expect(selection).toHaveTextContent('2 items selected');
    rows = [row(third)];
    await user.click(within(selection).getByRole('button', { name: 'Print labels' }));
    await waitFor(() => expect(window.open).toHaveBeenCalledWith('blob:sheet', '_blank'));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(selection).not.toHaveTextContent('2 items selected');
    expect(selection).toHaveTextContent('No items selected');
    expect(within(selection).getByRole('button', { name: 'Dispose' })).toBeDisabled();
  });

  it('keeps the selection when the sheet could not be made, to try again', async () => {
    answerQueue();
    server.use(
      http.post(apiPath('/labels'), () =>
        HttpResponse.json(errorBody(`Item ${first._id} not found.`, 'NOT_FOUND'), { status: 404 }),
      ),
    );
    const { user } = renderQueue();
    await screen.findByRole('table');
    const selection = screen.getByRole('region', { name: 'Selection' });
    await user.click(screen.getByRole('checkbox', { name: tickName(first) }));
    await user.click(within(selection).getByRole('button', { name: 'Print labels' }));
    expect(await within(selection).findByRole('alert')).toHaveTextContent('not found');
    expect(selection).toHaveTextContent('1 item selected');
  });

  it('keeps only the ticks of rows still shown when the list reloads, none on a new view', async () => {
    let rows: QueueItem[] = [row(first), row(second), row(third)];
    answerQueue(() => rows);
    const { user, store } = renderQueue();
    await screen.findByRole('table');
    const selection = screen.getByRole('region', { name: 'Selection' });
    await user.click(screen.getByRole('checkbox', { name: tickName(first) }));
    await user.click(screen.getByRole('checkbox', { name: tickName(third) }));
    expect(selection).toHaveTextContent('2 items selected');
    // Someone else moved the first item away; the same view reloads.
    rows = [row(second), row(third)];
    act(() => {
      store.dispatch(api.util.invalidateTags(['ItemList']));
    });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(selection).toHaveTextContent('1 item selected');
    expect(screen.getByRole('checkbox', { name: tickName(third) })).toBeChecked();
    // Another view starts with nothing ticked, whatever it shows.
    await user.click(screen.getByRole('button', { name: `Due within a week (${counts.dueSoon})` }));
    expect(selection).toHaveTextContent('No items selected');
  });
});

describe('Office queue: overdue rows', () => {
  it('marks a row past its retention with the word Overdue, not colour alone', async () => {
    answerQueue(() => [
      row(first, { dueAt: new Date(Date.now() - 2 * DAY_MS).toISOString() }),
      row(second, { dueAt: new Date(Date.now() + 5 * DAY_MS).toISOString() }),
      row(third),
    ]);
    const { container } = renderQueue();
    const table = await screen.findByRole('table');
    const [, late, soon, claimed] = within(table).getAllByRole('row');
    expect(within(late!).getByText('Overdue')).toBeInTheDocument();
    expect(within(soon!).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(claimed!).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(table).getAllByText('Overdue')).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('Office queue: the view lives in the URL', () => {
  it('reads the view, filters, search and page from a shared link', async () => {
    const asked = answerQueue();
    renderQueue('/office?view=due-soon&storage=Safe&q=umbrella&page=2');
    await screen.findByRole('table');
    const query = asked.at(-1)!;
    expect(query.get('view')).toBe('due-soon');
    expect(query.get('storage')).toBe('Safe');
    expect(query.get('q')).toBe('umbrella');
    expect(query.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: /^Due within a week/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('searchbox', { name: 'Find an item' })).toHaveValue('umbrella');
    expect(screen.getByRole('textbox', { name: 'Storage place' })).toHaveValue('Safe');
  });

  it('writes each change into the URL, and Back returns to the view before', async () => {
    const asked = answerQueue();
    const { user, router } = renderQueue();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Pending claims (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=pending-claims'));
    await user.type(screen.getByRole('searchbox', { name: 'Find an item' }), 'black bag');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe('black bag'),
    );
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe('black bag'));
    expect(asked.at(-1)?.get('view')).toBe('pending-claims');
    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Find an item' })).toHaveValue('');
  });
});

describe('Office queue: finding an item by reference or title', () => {
  it('opens the one item whose label was scanned (its reference, then Enter)', async () => {
    const asked = answerQueue(() => {
      const q = asked.at(-1)?.get('q');
      return q ? [row(second)].filter((r) => r.item.reference === q) : [row(first), row(second)];
    });
    const { user, router } = renderQueue('/office?view=unlabelled');
    await screen.findByRole('table');
    await user.type(
      screen.getByRole('searchbox', { name: 'Find an item' }),
      `${second.reference.toLowerCase()}{Enter}`,
    );
    expect(await screen.findByText('Item page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/items/${second._id}`);
    // Looked for in every view, as the reference names one item.
    expect(asked.at(-1)?.get('view')).toBe('all');
    expect(asked.at(-1)?.get('q')).toBe(second.reference);
  });

  it('says so when no item in custody has the reference, and stays', async () => {
    answerQueue(() => []);
    const { user, router } = renderQueue();
    await user.type(
      screen.getByRole('searchbox', { name: 'Find an item' }),
      'LF-2026-99999{Enter}',
    );
    expect(
      await screen.findByText(
        "Nothing in the office's custody matches “LF-2026-99999” in this view.",
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/office');
  });
});
