import { http, HttpResponse } from 'msw';
import { apiPath, errorBody } from '../apiPath';
import { mockDb, mockUserForToken } from '../data/items';

/**
 * Mocked label operations (docs/product.md#labels): a tiny but well-formed PDF, with the
 * server's permissions, so the item page and the sheet page can be tried without a server.
 */
export const MOCK_LABEL_PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 283 170] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n');

const pdf = (filename: string) =>
  new HttpResponse(MOCK_LABEL_PDF, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  });
const fail = (status: number, message: string, code: string, field?: string) =>
  HttpResponse.json(errorBody(message, code, field ? [{ field, message }] : undefined), {
    status,
  });

const isStaff = (role: string) => role === 'keeper' || role === 'admin';
const findItem = (id: string, role: string) =>
  mockDb.items.find((item) => item._id === id && (item.isActive || role === 'admin'));

export const labelsHandlers = [
  http.get(apiPath('/items/:id/label'), ({ request, params }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    if (!user) return fail(401, 'Please log in to continue.', 'UNAUTHORIZED');
    const item = findItem(String(params.id), user.role);
    if (!item) return fail(404, 'Item not found.', 'NOT_FOUND');
    if (!isStaff(user.role) && item.postedBy._id !== user._id) {
      return fail(403, 'Only keepers, admins and the poster may print this label.', 'FORBIDDEN');
    }
    return pdf(`label-${item.reference}.pdf`);
  }),

  http.post(apiPath('/labels'), async ({ request }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    if (!user) return fail(401, 'Please log in to continue.', 'UNAUTHORIZED');
    const body = (await request.json()) as { itemIds?: unknown };
    const ids = Array.isArray(body.itemIds) ? body.itemIds.map(String) : [];
    if (ids.length < 1 || ids.length > 24 || new Set(ids).size !== ids.length) {
      return fail(400, 'itemIds must hold 1 to 24 different ids.', 'VALIDATION_ERROR', 'itemIds');
    }
    if (!isStaff(user.role)) {
      return fail(403, 'Only keepers and admins may print label sheets.', 'FORBIDDEN');
    }
    const missing = ids.find((id) => !findItem(id, user.role));
    if (missing) return fail(404, `Item ${missing} not found.`, 'NOT_FOUND');
    return pdf('labels.pdf');
  }),
];
