import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath } from '../apiPath';
import { mockPublicStats } from '../data/publicStats';

/** Mocked public figures (docs/product.md#public-figures): no login, nothing personal. */
export const publicStatsHandlers: HttpHandler[] = [
  http.get(apiPath('/stats/public'), () => HttpResponse.json(mockPublicStats())),
];
