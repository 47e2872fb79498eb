import { baselineBody } from '../../../../mocks/contract';
import { world } from '../../../../mocks/world';
import { body, caller, find, get, json, now, post, put } from '../../../../mocks/handlers/common';
import { MOCK_DESKS } from '../../../../mocks/handlers/desks';
import type { HttpHandler } from 'msw';
import type * as Api from '../../../../api/enhancedApi';

/** An office import and its file's rows. */
export type MockImport = Api.OfficeImport & { _id: string; rows: string[][] };

/** The imports of one test (emptied before each by importTestKit.tsx). */
export const imports: MockImport[] = [];

/**
 * The office's imports (docs/product.md#importing-the-offices-log) for the import page's tests,
 * beside them rather than in src/mocks (whose catch-all answers the contract in `dev:mock`):
 * a CSV read by splitting lines and commas (only the mock), a mapping suggested by the header
 * names, two problems (no title, an unknown category), and a run that advances on every read.
 */
const FIELDS = 'title description category place dateFound storagePlace reference finder status';
const key = (text: string) => text.replace(/[^a-z]/gi, '').toLowerCase();
const suggest = (columns: string[]) =>
  Object.fromEntries(
    FIELDS.split(' ')
      .map((f) => [f, columns.findIndex((c) => key(c).startsWith(key(f).slice(0, 5)))])
      .filter(([, i]) => i !== -1),
  ) as Api.ImportMapping;

const bare = ({ rows: _r, _id, ...imp }: MockImport): Api.OfficeImport => imp;
const CODES = { title: 'missing-title', category: 'unknown-category' } as const;
const problem = (row: number, field: keyof typeof CODES, message: string) =>
  ({ row, field, code: CODES[field], message }) as const;

function preview(imp: MockImport): Api.ImportPreview {
  const cell = (values: string[], field: Api.ImportField) => values[imp.mapping[field] ?? -1] ?? '';
  const problems = imp.rows.flatMap((values, i) => {
    const category = cell(values, 'category');
    const unknown = !world.categories.some((c) => c.name === category);
    return [
      ...(cell(values, 'title') ? [] : [problem(i + 2, 'title', 'Title is missing')]),
      ...(unknown ? [problem(i + 2, 'category', `Unknown category: ${category}`)] : []),
    ];
  });
  imp.badRows = new Set(problems.map((p) => p.row)).size;
  const sample = imp.rows.slice(0, 10).map((values, i) => ({ row: i + 2, values }));
  return { import: bare(imp), sample, problems, skips: [], newRows: imp.rowCount - imp.badRows };
}

export const importHandlers: HttpHandler[] = [
  get('/office/imports', () => json({ imports: imports.map(bare) })),
  post('/office/imports', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file') as File;
    const lines = (await file.text()).trim().split(/\r?\n/);
    const [columns = [], ...rows] = lines.map((line) => line.split(',').map((c) => c.trim()));
    const desk = find(MOCK_DESKS, form.get('deskId'), 'Desk');
    const id = `import-${imports.length + 1}`;
    const imp: MockImport = {
      ...(baselineBody('getImport') as Api.OfficeImport),
      ...{ _id: id, id, fileName: String(form.get('fileName') || 'import'), rows },
      ...{ deskId: desk._id, deskName: desk.name },
      ...{ columns, mapping: suggest(columns), rowCount: rows.length, createdAt: now() },
      ...{ status: 'draft', createdBy: caller(request).name },
    };
    imports.unshift(imp);
    return json(preview(imp), { status: 201 });
  }),
  get('/office/imports/:id', ({ params }) => {
    const imp = find(imports, params.id, 'Import');
    if (imp.status === 'running') imp.processed += Math.ceil(imp.rowCount / 4);
    if (imp.status === 'running' && imp.processed >= imp.rowCount) {
      const created = imp.rowCount - imp.skipped;
      Object.assign(imp, { status: 'done', processed: imp.rowCount, created, canUndo: true });
    }
    return json(bare(imp));
  }),
  put('/office/imports/:id/mapping', async ({ params, request }) => {
    const imp = find(imports, params.id, 'Import');
    imp.mapping = (await body<{ mapping: Api.ImportMapping }>(request)).mapping;
    return json(preview(imp));
  }),
  post('/office/imports/:id/start', async ({ params, request }) => {
    const imp = find(imports, params.id, 'Import');
    const { skipBadRows } = await body<{ skipBadRows: boolean }>(request);
    Object.assign(imp, { status: 'running', skipped: skipBadRows ? imp.badRows : 0 });
    return json(bare(imp), { status: 202 });
  }),
  post('/office/imports/:id/undo', ({ params }) => {
    const imp = find(imports, params.id, 'Import');
    Object.assign(imp, { status: 'undone', canUndo: false, undoneAt: now() });
    return json(bare(imp));
  }),
];
