import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath } from '../../../mocks/apiPath';
import { resetMockWorld } from '../../../mocks/world';
import { renderWithProviders, testUser } from '../../../test/renderWithProviders';
import { axeViolations } from '../../../test/axe';
import OfficeQueuePage from '../queue/OfficeQueuePage';

jest.setTimeout(30000);

const kim = testUser({ id: 'u-keeper', name: 'Kim Keeper', role: 'keeper' });

let opened: Blob[] = [];
beforeEach(() => {
  resetMockWorld();
  opened = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    opened.push(blob);
    return `blob:record-${opened.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
});
afterEach(() => jest.restoreAllMocks());

describe('the printable record of a disposal batch (docs/product.md#the-keepers-queue)', () => {
  it('offers the record after a bulk disposal and opens the batch’s PDF', async () => {
    const records: string[] = [];
    server.use(
      http.get(apiPath('/office/disposals/:batchId'), ({ params }) => {
        records.push(String(params.batchId));
        return undefined;
      }),
    );
    const { user, container } = renderWithProviders(<OfficeQueuePage />, {
      route: '/office',
      path: '/office',
      preloadedState: { session: { token: 'mock-token-u-keeper', user: kim } },
    });
    const table = await screen.findByRole('table');
    const first = within(table).getAllByRole('checkbox')[1]!;
    await user.click(first);
    const selection = screen.getByRole('region', { name: 'Selection' });
    await user.click(within(selection).getByRole('button', { name: 'Dispose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispose of items' });
    await user.click(within(dialog).getByRole('radio', { name: /Donated/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Dispose' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const print = await screen.findByRole('button', { name: 'Print disposal record' });
    expect(print.closest('[role="status"]')).toHaveTextContent(
      '1 item disposed of. Print the record of this batch for the office',
    );
    expect(await axeViolations(container)).toEqual([]);
    await user.click(print);
    await waitFor(() => expect(window.open).toHaveBeenCalledWith('blob:record-1', '_blank'));
    expect(records).toHaveLength(1);
    // The batch the disposal's answer named (the mock's ids start with "batch-").
    expect(records[0]).toMatch(/^batch-/);
    expect(await opened[0]!.text()).toMatch(/^%PDF-/);

    // It stays until dismissed.
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('button', { name: 'Print disposal record' })).not.toBeInTheDocument();
  });
});
