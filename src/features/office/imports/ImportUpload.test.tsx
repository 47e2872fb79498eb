import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath } from '../../../mocks/apiPath';
import { server } from '../../../mocks/server';
import { ada, csvFile, renderImportPage, uploadFile } from './test/importTestKit';

jest.setTimeout(30000);

const refuseUpload = (status: number, message: string, code: string) =>
  server.use(
    http.post(apiPath('/office/imports'), () => HttpResponse.json({ message, code }, { status })),
  );

describe('Office: uploading the office’s log (docs/product.md#importing-the-offices-log)', () => {
  it('asks for a file before sending anything', async () => {
    const { user } = renderImportPage();
    await user.click(await screen.findByRole('button', { name: 'Upload and preview' }));
    expect(screen.getByText('Choose the spreadsheet to import.')).toBeInTheDocument();
  });

  it('shows the server’s reason for a file too large (413)', async () => {
    refuseUpload(413, 'The file is over 8 MB.', 'PAYLOAD_TOO_LARGE');
    const { user } = renderImportPage();
    await uploadFile(user, csvFile());
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is over 8 MB.');
    expect(screen.getByRole('heading', { name: '1. Upload' })).toBeInTheDocument();
  });

  it('shows the server’s reason for a file it cannot read (400)', async () => {
    const message = 'The file is not UTF-8: save it as "CSV UTF-8" and upload it again.';
    refuseUpload(400, message, 'BAD_REQUEST');
    const { user } = renderImportPage();
    await uploadFile(user, csvFile('x', 'old-log.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('lets an admin import to any desk', async () => {
    const { user } = renderImportPage('', ada);
    await user.click(await screen.findByRole('combobox', { name: 'Desk' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Library desk',
      'Security office',
    ]);
  });

  it('takes only .csv and .xlsx files', async () => {
    const { user } = renderImportPage();
    await uploadFile(user, csvFile('x', 'notes.pdf'));
    expect(screen.getByText('notes.pdf is not a .csv or .xlsx file.')).toBeInTheDocument();
  });
});
