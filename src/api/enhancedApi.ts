import { type baseApi } from './baseApi';
import { lostFoundApi, type ImportPreview, type OfficeImport } from './generated/lostFoundApi';

/** The tag types of the root api, as mutations name them. */
type TagType = (typeof baseApi.util.invalidateTags extends (tags: infer T) => unknown
  ? T
  : never)[number];

/**
 * A change to one item: its detail, every list that can show it (possible matches list items
 * too, and who may see them follows the poster and keeper), and any extra tags.
 */
const itemChanged =
  (...extra: TagType[]) =>
  (_result: unknown, _error: unknown, arg: { id: string }): TagType[] => [
    { type: 'Item', id: arg.id },
    'ItemList',
    'MyItems',
    'AdminItem',
    'Match',
    // Every change to an item is an event of its history (docs/product.md#references-storage-and-custody).
    { type: 'ItemHistory', id: arg.id },
    ...extra,
  ];

/** What an import that ran (or was undone) changes: its items' lists and the recent imports. */
const IMPORT_CHANGES: TagType[] = [
  'Item',
  'ItemList',
  'MyItems',
  'AdminItem',
  'Match',
  'Desk',
  'Stats',
  { type: 'Import', id: 'LIST' },
];

/** An answer holding an import (alone or in its preview) becomes getImport's cached answer. */
async function keepImport(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: unknown) => unknown;
    queryFulfilled: Promise<{ data: OfficeImport | ImportPreview }>;
  },
) {
  try {
    const { data } = await queryFulfilled;
    const current = 'import' in data ? data.import : data;
    dispatch(lostFoundApi.util.upsertQueryData('getImport', { importId: current.id }, current));
  } catch {
    // The page shows the failure.
  }
}

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
    createItem: { invalidatesTags: ['ItemList', 'MyItems', 'AdminItem', 'Stats', 'Match'] },
    updateItem: { invalidatesTags: itemChanged() },
    deleteItem: { invalidatesTags: itemChanged('Stats') },
    claimItem: { invalidatesTags: itemChanged('Stats') },
    assignKeeper: { invalidatesTags: itemChanged('Desk') },
    // The hand-over may close the claimant's Lost reports too (docs/product.md#closing-a-lost-report).
    verifyItemOtp: { invalidatesTags: itemChanged('Stats', 'Item') },
    // The counter finishes it (docs/product.md#counter-hand-over): the same change.
    handOverAtCounter: { invalidatesTags: itemChanged('Stats', 'Item') },
    verifyItemOtpAtCounter: { invalidatesTags: itemChanged('Stats', 'Item') },
    closeLostReport: { invalidatesTags: itemChanged('Stats', 'Item') },
    // "Was this your lost report?": any change to the viewer's items may add or end a pair.
    getClosePrompt: { providesTags: ['MyItems'] },
    generateItemOtp: {
      invalidatesTags: (_r, _e, arg) => [{ type: 'ItemHistory', id: arg.id }],
    },
    // A move changes the desks' counts (docs/product.md#desks).
    setItemStorage: { invalidatesTags: itemChanged('Desk') },
    getItemHistory: {
      providesTags: (_r, _e, arg) => [{ type: 'ItemHistory', id: arg.id }],
    },
    // Ownership questions and claims belong to their item (docs/product.md#office): a claim, an
    // approval or a decline changes the item, and refetches its questions and claims with it.
    getItemQuestions: { providesTags: (_r, _e, arg) => [{ type: 'Item', id: arg.id }] },
    setItemQuestions: { invalidatesTags: itemChanged() },
    listItemClaims: { providesTags: (_r, _e, arg) => [{ type: 'Item', id: arg.id }] },
    approveClaim: { invalidatesTags: itemChanged('Stats') },
    // Withdrawn or released: the item is open again (docs/product.md#withdrawing-and-releasing-a-claim).
    withdrawClaim: { invalidatesTags: itemChanged('Stats') },
    releaseClaim: { invalidatesTags: itemChanged('Stats') },
    declineClaim: { invalidatesTags: itemChanged() },
    getItemMatches: { providesTags: (_r, _e, arg) => [{ type: 'Match', id: arg.id }] },
    dismissItemMatch: {
      // "Not mine" hides the row at once; it comes back when the server refuses.
      async onQueryStarted({ id, matchId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          lostFoundApi.util.updateQueryData('getItemMatches', { id }, (draft) => {
            draft.matches = draft.matches.filter((match) => match.item._id !== matchId);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      // Then the list is fetched again: the server may have a next-best match to show.
      invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'Match', id: arg.id }]),
    },
    listCategories: { providesTags: ['Category'] },
    listAllCategories: { providesTags: ['Category'] },
    createCategory: { invalidatesTags: ['Category', 'Stats'] },
    updateCategory: { invalidatesTags: ['Category', 'Stats'] },
    deleteCategory: { invalidatesTags: ['Category', 'Stats'] },
    // Campus places (docs/product.md#places): the admin tab and the item forms' suggestions.
    listPlaces: { providesTags: ['Place'] },
    createPlace: { invalidatesTags: ['Place', 'Audit'] },
    updatePlace: { invalidatesTags: ['Place', 'Audit'] },
    deletePlace: { invalidatesTags: ['Place', 'Audit'] },
    // Desks and campus settings (docs/product.md#desks): an item shows its desk's name and hours.
    listDesks: { providesTags: ['Desk'] },
    listOfficeDesks: { providesTags: ['Desk'] },
    createDesk: { invalidatesTags: ['Desk', 'Audit'] },
    updateDesk: { invalidatesTags: ['Desk', 'Audit', 'Item'] },
    deleteDesk: { invalidatesTags: ['Desk', 'Audit'] },
    getCampusSettings: { providesTags: ['CampusSettings'] },
    updateCampusSettings: { invalidatesTags: ['CampusSettings', 'Audit'] },
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
    // Erasure (docs/product.md#privacy) changes the account, its items, messages and the audit log.
    eraseUser: {
      invalidatesTags: [
        'AdminUser',
        'AdminItem',
        'AdminConversation',
        'ItemList',
        'Item',
        'Stats',
        'Audit',
        'Keeper',
      ],
    },
    listAdminItems: { providesTags: ['AdminItem'] },
    toggleItemActive: {
      invalidatesTags: ['AdminItem', 'ItemList', 'Stats', 'Audit', 'ItemHistory'],
    },
    listAdminConversations: { providesTags: ['AdminConversation'] },
    listAuditLog: { providesTags: ['Audit'] },
    // Due items (docs/product.md#retention): any item change or a category's new retention
    // may add or remove one; a disposal changes the item like a deletion.
    listDisposalDue: { providesTags: ['ItemList', 'AdminItem', 'Category'] },
    disposeItem: { invalidatesTags: itemChanged('Stats') },
    // The keeper's queue (docs/product.md#the-keepers-queue): any item change may move a row.
    listOfficeQueue: { providesTags: ['ItemList', 'AdminItem', 'Category', 'Desk'] },
    intakeItem: {
      invalidatesTags: ['ItemList', 'MyItems', 'AdminItem', 'Stats', 'Match', 'Desk'],
    },
    bulkMoveItems: {
      invalidatesTags: ['Item', 'ItemList', 'MyItems', 'AdminItem', 'ItemHistory', 'Desk'],
    },
    bulkDisposeItems: {
      invalidatesTags: [
        'Item',
        'ItemList',
        'MyItems',
        'AdminItem',
        'Match',
        'ItemHistory',
        'Desk',
        'Stats',
      ],
    },
    // The office's imports (docs/product.md#importing-the-offices-log): every answer about an
    // import is its latest state, kept as getImport's so the open import shows it at once.
    listImports: { providesTags: [{ type: 'Import', id: 'LIST' }] },
    getImport: {
      providesTags: (_r, _e, arg) => [{ type: 'Import', id: arg.importId }],
      // An import that ran in the background has created items: the lists showing them refetch.
      async onQueryStarted(_arg, { dispatch, getCacheEntry, queryFulfilled }) {
        const before = getCacheEntry().data?.status;
        try {
          const { data } = await queryFulfilled;
          const ran = before === 'queued' || before === 'running';
          if (ran && data.status === 'done') dispatch(api.util.invalidateTags(IMPORT_CHANGES));
        } catch {
          // The page shows the failure.
        }
      },
    },
    uploadImport: { invalidatesTags: [{ type: 'Import', id: 'LIST' }], onQueryStarted: keepImport },
    setImportMapping: {
      invalidatesTags: [{ type: 'Import', id: 'LIST' }],
      onQueryStarted: keepImport,
    },
    startImport: { invalidatesTags: [{ type: 'Import', id: 'LIST' }], onQueryStarted: keepImport },
    // Undone: its items are gone from every list.
    undoImport: { invalidatesTags: IMPORT_CHANGES, onQueryStarted: keepImport },
    // "Never miss your item": saved searches and e-mail preferences (docs/product.md#matching)
    listSavedSearches: { providesTags: ['SavedSearch'] },
    createSavedSearch: { invalidatesTags: ['SavedSearch'] },
    deleteSavedSearch: { invalidatesTags: ['SavedSearch'] },
    getEmailPreferences: { providesTags: ['EmailPreferences'] },
    updateEmailPreferences: { invalidatesTags: ['EmailPreferences'] },
    // A signed-in reader of their own link sees the kind set to in-app only on the profile.
    unsubscribeEmail: { invalidatesTags: ['EmailPreferences'] },
  },
});

export * from './generated/lostFoundApi';
