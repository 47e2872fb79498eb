import { screen, waitFor, within } from '@testing-library/react';
import { csvFile, renderImportPage, uploadFile } from './test/importTestKit';

jest.setTimeout(30000);

describe('Office: importing the office’s log (docs/product.md#importing-the-offices-log)', () => {
  it('uploads, maps the columns, previews the problems, skips them and imports', async () => {
    const { user } = renderImportPage();
    expect(await screen.findByRole('heading', { name: '1. Upload' })).toBeInTheDocument();
    // A keeper imports to their own desks only.
    const desk = await screen.findByRole('combobox', { name: 'Desk' });
    expect(desk).toHaveTextContent('Security office (your desk)');
    await user.click(desk);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Security office (your desk)',
    ]);
    await user.keyboard('{Escape}');

    await uploadFile(user, csvFile());
    expect(await screen.findByRole('heading', { name: '2. Map columns' })).toBeInTheDocument();
    const title = screen.getByRole('combobox', { name: /^Title/ });
    // "Item" names no field: the title is not mapped yet, and every row lacks one.
    expect(title).toHaveTextContent('Not imported');
    expect(screen.getByText('Title must come from a column.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveTextContent('Category');
    expect(screen.getByRole('combobox', { name: /^Place found/ })).toHaveTextContent('Place');
    expect(screen.getByRole('table', { name: 'The first 4 rows of the file' })).toHaveTextContent(
      'Red scarf',
    );
    expect(await screen.findByText(/^4 rows: 0 will be imported, 4 have problems/)).toBeVisible();

    await user.click(title);
    await user.click(await screen.findByRole('option', { name: 'Item' }));
    expect(
      await screen.findByText('4 rows: 2 will be imported, 2 have problems, 0 skipped.'),
    ).toBeInTheDocument();
    const problems = screen.getByRole('table', { name: 'Rows with problems' });
    expect(
      within(problems)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['RowFieldProblem', '3CategoryUnknown category: Brollies', '4TitleTitle is missing']);

    const start = screen.getByRole('button', { name: 'Import 2 items' });
    expect(start).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Skip the 2 rows with problems' }));
    await waitFor(() => expect(start).toBeEnabled());
    await user.click(start);

    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow');
    expect(await screen.findByText('Import of lost-log.csv started.')).toBeInTheDocument();
    expect(
      await screen.findByText('Import finished: 2 created, 2 skipped.', {}, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Import progress' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo this import' })).toBeInTheDocument();
  });

  it('offers to upload a fixed file instead of skipping, back at the upload step', async () => {
    const { user, router } = renderImportPage();
    await uploadFile(user, csvFile());
    await user.click(await screen.findByRole('button', { name: 'Upload a fixed file' }));
    expect(await screen.findByRole('heading', { name: '1. Upload' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    // The draft is listed among the recent imports, and its link opens it again.
    const recent = await screen.findByRole('table', { name: /recent imports/ });
    const link = within(recent).getByRole('link', { name: 'lost-log.csv' });
    expect(recent).toHaveTextContent('Not started');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: '2. Map columns' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?import=import-1');
  });
});
