import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { answerQueue, first, renderQueue, row, second, third } from './test/queueTestKit';

jest.setTimeout(30000);

const OWN_POST = `${third.reference}: Not in the office's custody: it is its poster's own post, and a bulk disposal would not tell them why.`;

/**
 * docs/product.md#the-keepers-queue: a bulk disposal takes only unclaimed Found items in the
 * office's custody; the dialog lists what it leaves out, and why.
 */
describe('Office queue: bulk disposal leaves out what cannot go, saying why', () => {
  it('leaves out a claimed item at once, and a user’s own post once the server refuses it', async () => {
    answerQueue(() => [
      row(first),
      row(second, { item: { ...second, status: 'Claimed', claimedById: 'u-claire' } }),
      row(third),
    ]);
    const sent: unknown[] = [];
    server.use(
      http.post(apiPath('/office/bulk/dispose'), async ({ request }) => {
        const body = (await request.json()) as { itemIds: string[] };
        sent.push(body);
        if (body.itemIds.includes(third._id)) {
          return HttpResponse.json(
            errorBody(OWN_POST, 'CONFLICT', [{ field: third._id, message: OWN_POST }]),
            { status: 409 },
          );
        }
        return HttpResponse.json({ message: '1 item disposed of.', count: 1, batchId: 'b-1' });
      }),
    );
    const { user } = renderQueue();
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const selection = screen.getByRole('region', { name: 'Selection' });
    await user.click(within(selection).getByRole('button', { name: 'Dispose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispose of items' });
    expect(dialog).toHaveTextContent('2 of the 3 selected items will be taken off the portal');
    const leftOut = within(dialog).getByRole('region', { name: 'Left out' });
    expect(leftOut).toHaveTextContent('Left out (1)');
    expect(leftOut).toHaveTextContent(`${second.title} (${second.reference})`);
    expect(leftOut).toHaveTextContent('Claimed: it waits for its hand-over');

    await user.click(within(dialog).getByRole('radio', { name: /Donated/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Dispose' }));
    expect(
      await within(dialog).findByText(/Nothing was disposed of: some items cannot go/),
    ).toBeInTheDocument();
    expect(leftOut).toHaveTextContent('Left out (2)');
    expect(leftOut).toHaveTextContent(`${third.title} (${third.reference})`);
    expect(leftOut).toHaveTextContent(
      "Not in the office's custody: it is its poster's own post, and a bulk disposal would not tell them why.",
    );
    expect(dialog).toHaveTextContent('1 of the 3 selected items will be taken off the portal');

    await user.click(within(dialog).getByRole('button', { name: 'Dispose' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      { itemIds: [first._id, third._id], method: 'donated' },
      { itemIds: [first._id], method: 'donated' },
    ]);
    expect(selection).toHaveTextContent('No items selected');
    expect(await screen.findByText(/Print the record of this batch/)).toBeInTheDocument();
  });

  it('offers nothing to dispose of when no selected item can go', async () => {
    answerQueue(() => [
      row(second, { item: { ...second, status: 'Claimed', claimedById: 'u-c' } }),
    ]);
    const { user } = renderQueue();
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Selection' })).getByRole('button', {
        name: 'Dispose',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dispose of items' });
    expect(dialog).toHaveTextContent('None of the selected items can be disposed of.');
    expect(within(dialog).getByRole('button', { name: 'Dispose' })).toBeDisabled();
  });
});
