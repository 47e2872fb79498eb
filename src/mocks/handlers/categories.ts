import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath } from '../apiPath';
import { mockCategories } from '../data/items';

/** Mocked categories operations of openapi.yaml (every response is checked against the contract in Jest). */
export const categoriesHandlers: HttpHandler[] = [
  http.get(apiPath('/categories'), () =>
    HttpResponse.json({
      categories: mockCategories
        .filter((c) => c.isActive)
        .sort((a, b) => a.name.localeCompare(b.name)),
    }),
  ),
];
