import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath } from '../../../mocks/apiPath';
import { server } from '../../../mocks/server';
import { renderImportPage, storedImport } from './test/importTestKit';

jest.setTimeout(30000);

const finished = () =>
  storedImport({ status: 'done', processed: 4, created: 3, skipped: 1, canUndo: true });

describe('Office: undoing an import (docs/product.md#importing-the-offices-log)', () => {
  it('removes its items after asking, and says it was undone', async () => {
    finished();
    const { user } = renderImportPage('?import=import-7');
    expect(await screen.findByText('Import finished: 3 created, 1 skipped.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Undo this import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this import?' });
    expect(dialog).toHaveTextContent('The 3 items it created will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    expect(
      await screen.findByText('This import was undone: its items were removed.'),
    ).toBeVisible();
    expect(screen.getByText('Import undone: its items were removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Undo this import' })).not.toBeInTheDocument();
    // The Undo button is gone: focus went on to the step's heading.
    await waitFor(() => expect(screen.getByRole('heading', { name: '4. Import' })).toHaveFocus());
  });

  it('shows the server’s reason when it cannot be undone', async () => {
    finished();
    const message = 'LF-2026-00031 has been claimed: this import can no longer be undone.';
    server.use(
      http.post(apiPath('/office/imports/:id/undo'), () =>
        HttpResponse.json({ message, code: 'CONFLICT' }, { status: 409 }),
      ),
    );
    const { user } = renderImportPage('?import=import-7');
    await user.click(await screen.findByRole('button', { name: 'Undo this import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this import?' });
    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    expect(await screen.findByText(message)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Import finished: 3 created, 1 skipped.')).toBeInTheDocument();
  });

  it('offers no undo once its items are in use, and downloads its report', async () => {
    finished().canUndo = false;
    let asked: string | null = null;
    server.use(
      http.get(apiPath('/office/imports/:id/report'), ({ request }) => {
        asked = request.headers.get('Authorization');
        const csv = 'row,outcome,reference,title,reason\n2,Created,LF-2026-00031,Red scarf,\n';
        return new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        saved.push(blob);
        return 'blob:report';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderImportPage('?import=import-7');
    await user.click(await screen.findByRole('button', { name: 'Download the report' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(asked).toBe('mock-token-u-keeper');
    expect(await saved[0]!.text()).toContain('LF-2026-00031');
    expect(click.mock.contexts[0]).toHaveAttribute('download', 'spring-log-report.csv');
    expect(screen.queryByRole('button', { name: 'Undo this import' })).not.toBeInTheDocument();
    click.mockRestore();
  });
});
