import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The one root api. Endpoints are injected by the generated file (src/api/generated) and cache
 * tags are added afterwards in enhancedApi.ts, so nothing generated is ever edited by hand.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Item',
    'ItemList',
    'MyItems',
    'Me',
    'Category',
    'Place',
    'Keeper',
    'Conversation',
    'Message',
    'Notification',
    'AdminUser',
    'AdminItem',
    'AdminConversation',
    'Stats',
    'Audit',
    'Match',
    'SavedSearch',
    'EmailPreferences',
    'ItemHistory',
    'Desk',
    'CampusSettings',
    'Import',
  ],
  endpoints: () => ({}),
});
