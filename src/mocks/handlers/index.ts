import { http, HttpResponse } from 'msw';
import { apiPath } from '../apiPath';
import { authHandlers } from './auth';
import { usersHandlers } from './users';
import { itemsHandlers } from './items';
import { matchesHandlers } from './matches';
import { categoriesHandlers } from './categories';
import { conversationsHandlers } from './conversations';
import { notificationsHandlers } from './notifications';
import { adminHandlers } from './admin';
import { adminCategoriesHandlers } from './adminCategories';
import { savedSearchesHandlers } from './savedSearches';
import { emailPreferencesHandlers } from './emailPreferences';

export const handlers = [
  http.get(apiPath('/health'), () => HttpResponse.json({ status: 'ok', db: 'ok' })),
  http.get(apiPath('/health/ready'), () =>
    HttpResponse.json({ status: 'ok', db: 'ok', redis: 'off', storage: 'ok' }),
  ),
  ...authHandlers,
  ...usersHandlers,
  // Admin first: an admin's keeper assignment is audited there; anyone else's falls through.
  ...adminHandlers,
  ...adminCategoriesHandlers,
  ...itemsHandlers,
  ...matchesHandlers,
  ...categoriesHandlers,
  ...conversationsHandlers,
  ...notificationsHandlers,
  ...savedSearchesHandlers,
  ...emailPreferencesHandlers,
];
