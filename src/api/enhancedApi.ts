import { type baseApi } from './baseApi';
import { lostFoundApi } from './generated/lostFoundApi';

/** The tag types of the root api, as mutations name them. */
type TagType = (typeof baseApi.util.invalidateTags extends (tags: infer T) => unknown
  ? T
  : never)[number];

/** A change to one item: its detail, every list that can show it, and any extra tags. */
const itemChanged =
  (...extra: TagType[]) =>
  (_result: unknown, _error: unknown, arg: { id: string }): TagType[] => [
    { type: 'Item', id: arg.id },
    'ItemList',
    'MyItems',
    'AdminItem',
    ...extra,
  ];

/**
 * Cache tags, added after generation (the generated file is never edited). Queries provide
 * tags; mutations invalidate what they change, so lists and details stay fresh.
 */
export const api = lostFoundApi.enhanceEndpoints({
  endpoints: {
    getMe: { providesTags: ['Me'] },
    updateMe: { invalidatesTags: ['Me'] },
    confirmEmailChange: { invalidatesTags: ['Me'] },
    searchItems: { providesTags: ['ItemList'] },
    getItem: { providesTags: (_r, _e, arg) => [{ type: 'Item', id: arg.id }] },
    getMyItems: { providesTags: ['MyItems'] },
    createItem: { invalidatesTags: ['ItemList', 'MyItems', 'AdminItem', 'Stats'] },
    updateItem: { invalidatesTags: itemChanged() },
    deleteItem: { invalidatesTags: itemChanged('Stats') },
    claimItem: { invalidatesTags: itemChanged('Stats') },
    assignKeeper: { invalidatesTags: itemChanged() },
    verifyItemOtp: { invalidatesTags: itemChanged('Stats') },
    listCategories: { providesTags: ['Category'] },
    listAllCategories: { providesTags: ['Category'] },
    createCategory: { invalidatesTags: ['Category', 'Stats'] },
    updateCategory: { invalidatesTags: ['Category', 'Stats'] },
    deleteCategory: { invalidatesTags: ['Category', 'Stats'] },
    listKeepers: { providesTags: ['Keeper'] },
    listConversations: { providesTags: ['Conversation'] },
    createConversation: { invalidatesTags: ['Conversation'] },
    listMessages: { providesTags: (_r, _e, arg) => [{ type: 'Message', id: arg.conversationId }] },
    listNotifications: { providesTags: ['Notification'] },
    markNotificationRead: { invalidatesTags: ['Notification'] },
    markAllNotificationsRead: { invalidatesTags: ['Notification'] },
    getDashboardStats: { providesTags: ['Stats'] },
    listUsers: { providesTags: ['AdminUser'] },
    getUser: { providesTags: (_r, _e, arg) => [{ type: 'AdminUser', id: arg.id }] },
    getUserItems: { providesTags: ['AdminItem'] },
    toggleUserActive: { invalidatesTags: ['AdminUser', 'Stats', 'Audit', 'Keeper'] },
    listAdminItems: { providesTags: ['AdminItem'] },
    toggleItemActive: { invalidatesTags: ['AdminItem', 'ItemList', 'Stats', 'Audit'] },
    listAdminConversations: { providesTags: ['AdminConversation'] },
    listAuditLog: { providesTags: ['Audit'] },
  },
});

export * from './generated/lostFoundApi';
