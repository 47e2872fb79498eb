import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath } from '../../../mocks/apiPath';
import { server } from '../../../mocks/server';
import { renderImportPage, storedImport } from './test/importTestKit';

jest.setTimeout(30000);

describe('Office: an import in the URL comes back after a reload (docs/product.md#importing-the-offices-log)', () => {
  it('shows a running import’s progress, then its result', async () => {
    // The mocked import advances by a row on every read, this page's first one too.
    storedImport({ status: 'running', processed: 0, rowCount: 4 });
    renderImportPage('?import=import-7');
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Importing: 1 of 4 rows done.')).toBeInTheDocument();
    expect(screen.getByText('spring-log.csv, for the Security office')).toBeInTheDocument();
    expect(
      await screen.findByText('Import finished: 4 created, 0 skipped.', {}, { timeout: 10000 }),
    ).toBeInTheDocument();
  });

  it('asks a draft’s preview again with its own mapping', async () => {
    const rows = [
      ['Red scarf', 'Clothing', 'Library'],
      ['Blue cap', 'Hats', 'Gym'],
    ];
    storedImport({ status: 'draft', processed: 0, rowCount: 2, rows });
    renderImportPage('?import=import-7');
    expect(await screen.findByRole('heading', { name: '2. Map columns' })).toBeInTheDocument();
    expect(
      await screen.findByText('2 rows: 1 will be imported, 1 has problems, 0 skipped.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Rows with problems' })).toHaveTextContent(
      'Unknown category: Hats',
    );
    expect(screen.getByRole('button', { name: 'Import 1 item' })).toBeDisabled();
  });

  it('says why a mapping is refused, and starts nothing until it is accepted', async () => {
    const rows = [['Red scarf', 'Clothing', 'Library']];
    storedImport({ status: 'draft', processed: 0, rowCount: 1, rows });
    server.use(
      http.put(apiPath('/office/imports/:id/mapping'), async ({ request }) => {
        const { mapping } = (await request.clone().json()) as { mapping: Record<string, number> };
        if (mapping.place !== undefined) return undefined;
        const message = 'Title, category and place must be mapped.';
        return HttpResponse.json({ message, code: 'VALIDATION_ERROR' }, { status: 400 });
      }),
    );
    const { user } = renderImportPage('?import=import-7');
    const start = await screen.findByRole('button', { name: 'Import 1 item' });
    await waitFor(() => expect(start).toBeEnabled());
    await user.click(screen.getByRole('combobox', { name: /^Place found/ }));
    await user.click(await screen.findByRole('option', { name: 'Not imported' }));
    expect(await screen.findByText('Title, category and place must be mapped.')).toBeVisible();
    expect(screen.getByText('Place found must come from a column.')).toBeInTheDocument();
    expect(start).toBeDisabled();
  });

  it('says when the import in the URL cannot be found, and offers a new upload', async () => {
    const { user } = renderImportPage('?import=import-404');
    expect(await screen.findByText('Failed to load the import: Import not found.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Upload a file' }));
    expect(await screen.findByRole('heading', { name: '1. Upload' })).toBeInTheDocument();
    const recent = await screen.findByRole('region', { name: 'Recent imports' });
    expect(within(recent).getByText('No imports yet.')).toBeInTheDocument();
  });
});
