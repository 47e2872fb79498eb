import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath } from '../apiPath';
import { adminDb } from '../data/admin';

/**
 * Mocked categories operations of openapi.yaml (every response is checked against the contract in
 * Jest): the world's categories, the same ones Admin → Categories edits.
 */
export const categoriesHandlers: HttpHandler[] = [
  http.get(apiPath('/categories'), () =>
    HttpResponse.json({
      categories: adminDb.categories
        .filter((c) => c.isActive)
        .sort((a, b) => a.name.localeCompare(b.name)),
    }),
  ),
];
