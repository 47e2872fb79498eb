import { http, HttpResponse } from 'msw';
import { apiPath } from '../apiPath';
import { authHandlers } from './auth';
import { oidcHandlers } from './oidc';
import { usersHandlers } from './users';
import { itemsHandlers } from './items';
import { claimsHandlers } from './claims';
import { matchesHandlers } from './matches';
import { categoriesHandlers } from './categories';
import { conversationsHandlers } from './conversations';
import { notificationsHandlers } from './notifications';
import { adminHandlers } from './admin';
import { adminCategoriesHandlers } from './adminCategories';
import { savedSearchesHandlers } from './savedSearches';
import { emailPreferencesHandlers } from './emailPreferences';
import { labelsHandlers } from './labels';
import { custodyHandlers } from './custody';
import { retentionHandlers } from './retention';
import { publicStatsHandlers } from './publicStats';
import { privacyHandlers } from './privacy';

export const handlers = [
  http.get(apiPath('/health'), () => HttpResponse.json({ status: 'ok', db: 'ok' })),
  http.get(apiPath('/health/ready'), () =>
    HttpResponse.json({ status: 'ok', db: 'ok', redis: 'off', storage: 'ok' }),
  ),
  ...authHandlers,
  ...oidcHandlers,
  ...usersHandlers,
  // Admin first: an admin's keeper assignment is audited there; anyone else's falls through.
  ...adminHandlers,
  ...adminCategoriesHandlers,
  // Before items: a claim on an item without ownership questions falls through to items.
  ...claimsHandlers,
  ...itemsHandlers,
  ...matchesHandlers,
  ...categoriesHandlers,
  ...conversationsHandlers,
  ...notificationsHandlers,
  ...savedSearchesHandlers,
  ...emailPreferencesHandlers,
  ...labelsHandlers,
  ...custodyHandlers,
  ...retentionHandlers,
  ...publicStatsHandlers,
  ...privacyHandlers,
];
