import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen } from '@testing-library/react';
import { server } from '../../../../mocks/server';
import { renderWithProviders, testUser } from '../../../../test/renderWithProviders';
import ImportPage from '../ImportPage';
import { importHandlers, imports, type MockImport } from './importMocks';

// Each test starts with no import and the import handlers (reset after each by setupTests).
beforeEach(() => {
  imports.length = 0;
  server.use(...importHandlers);
});

const kim = testUser({ id: 'u-keeper', name: 'Kim Keeper', role: 'keeper' });
export const ada = testUser({ id: 'u-admin', name: 'Ada Admin', role: 'admin' });

/** The import page as Kim Keeper (or `user`) sees it, at `/office/import` and its query string. */
export const renderImportPage = (search = '', user = kim) =>
  renderWithProviders(<ImportPage />, {
    route: `/office/import${search}`,
    path: '/office/import',
    preloadedState: { session: { token: `mock-token-${user.id}`, user } },
  });

/**
 * The office's log as a CSV: the title column is headed "Item" (no field of that name, so it
 * starts unmapped); row 3 has an unknown category and row 4 no title.
 */
export const LOG_CSV = `Item,Description,Category,Place,Shelf
Red scarf,Long and woollen,Clothing,Library,Box 1
Green bottle,Steel,Brollies,Gym,Box 2
,Brass keys on a ring,Keys,Cafeteria,Box 3
Laptop,Grey with stickers,Electronics,Lab 2,Box 4`;

/**
 * The log as a file. Node's own File: jsdom's is not a Blob to the FormData the upload sends
 * under Jest, which would send "[object File]" instead of the rows.
 */
export const csvFile = (text = LOG_CSV, name = 'lost-log.csv') =>
  new NodeFile([text], name, { type: 'text/csv' }) as unknown as File;

/** Chooses the file and sends it, as the keeper does with the upload step. */
export async function uploadFile(user: ReturnType<typeof renderImportPage>['user'], file: File) {
  fireEvent.change(await screen.findByLabelText('Spreadsheet file'), { target: { files: [file] } });
  await user.click(screen.getByRole('button', { name: 'Upload and preview' }));
}

/** An import already in the world (a reload finds it by its id), Kim's at the Security office. */
export function storedImport(over: Partial<MockImport>): MockImport {
  const imp: MockImport = {
    ...{ _id: 'import-7', id: 'import-7', fileName: 'spring-log.csv', deskId: 'desk-security' },
    ...{ deskName: 'Security office', status: 'running', columns: ['Title', 'Category', 'Place'] },
    ...{ mapping: { title: 0, category: 1, place: 2 }, rowCount: 4, badRows: 0, processed: 1 },
    ...{ created: 0, skipped: 0, createdAt: '2026-03-02T09:30:00.000Z', createdBy: 'Kim Keeper' },
    ...{ canUndo: false, rows: [] },
    ...over,
  };
  imports.unshift(imp);
  return imp;
}
