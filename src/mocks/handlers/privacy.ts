import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, errorBody } from '../apiPath';
import { adminDb, MOCK_ADMIN_ID } from '../data/admin';
import { mockDb, mockPeople, mockUserForToken } from '../data/items';
import type { ErasurePreview, Item, PersonalDataExport, User } from '../../api/enhancedApi';

/**
 * Mocked privacy operations of openapi.yaml (docs/product.md#privacy; every response is checked
 * against the contract in Jest): the caller's export, and an admin erasing a user.
 */

const REMOVED = "Removed at the owner's request";
const BLANKED_TITLE = 'Item (details removed)';

function exportOf(user: User): PersonalDataExport {
  const now = new Date().toISOString();
  return {
    exportedAt: now,
    account: {
      id: user._id,
      name: user.name,
      email: user.email,
      role: user.role,
      isActive: user.isActive,
      isVerified: user.isVerified,
      campusIdentity: null,
      createdAt: user.createdAt,
      updatedAt: user.createdAt,
    },
    items: mockDb.items
      .filter((i) => i.postedBy._id === user._id)
      .map((i) => ({
        id: i._id,
        reference: i.reference,
        title: i.title,
        description: i.description,
        status: i.status,
        category: i.category.name,
        location: i.location,
        photoUrl: i.image,
        ownershipQuestions: [],
        isActive: i.isActive,
        createdAt: i.createdAt,
        updatedAt: i.updatedAt,
        returnedAt: null,
      })),
    claimedItems: mockDb.items
      .filter((i) => i.claimedById === user._id)
      .map((i) => ({
        id: i._id,
        reference: i.reference,
        title: i.title,
        status: i.status,
        isActive: i.isActive,
      })),
    claims: [],
    conversations: [],
    notifications: [],
    savedSearches: [],
    emailPreferences: { messages: 'digest', claims: 'instant', matches: 'instant' },
    sessions: [{ createdAt: user.createdAt, expiresAt: now, revokedAt: null, current: true }],
  };
}

/** What the server's erasure leaves of an account (server/modules/privacy/eraseUser.ts). */
function erase(user: User) {
  Object.assign(user, {
    name: 'Deleted user',
    email: `deleted-${user._id}@invalid`,
    isActive: false,
    isVerified: false,
  });
}

/** Someone else depends on it (a claimant or a keeper here), so an erasure keeps it. */
const isKept = (item: Item, userId: string) =>
  (!!item.claimedById && item.claimedById !== userId) ||
  (!!item.keeperId && item.keeperId !== userId);

/** The server's refusals of an erasure and its preview, or null when the user may be erased. */
function refusal(id: unknown) {
  const user = adminDb.users.find((u) => u._id === id);
  if (!user) return HttpResponse.json(errorBody('User not found.', 'NOT_FOUND'), { status: 404 });
  if (user._id === MOCK_ADMIN_ID) {
    return HttpResponse.json(errorBody('You cannot erase your own account.', 'FORBIDDEN'), {
      status: 403,
    });
  }
  if (user.email === `deleted-${user._id}@invalid`) {
    return HttpResponse.json(
      errorBody("This user's personal data has already been erased.", 'CONFLICT'),
      { status: 409 },
    );
  }
  return null;
}

function previewOf(userId: string): ErasurePreview {
  const own = mockDb.items.filter((i) => i.postedBy._id === userId);
  const kept = own.filter((i) => isKept(i, userId));
  return {
    itemsRemoved: own.length - kept.length,
    keptItems: kept.map((i) => ({
      _id: i._id,
      reference: i.reference,
      status: i.status,
      title: i.title,
      location: i.location,
      questions: i.questions,
    })),
  };
}

export const privacyHandlers: HttpHandler[] = [
  http.get(apiPath('/users/me/export'), ({ request }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    if (!user) {
      return HttpResponse.json(errorBody('Authentication required', 'UNAUTHORIZED'), {
        status: 401,
      });
    }
    const data = exportOf(user);
    return HttpResponse.json(data, {
      headers: {
        'Content-Disposition': `attachment; filename="lostfound-export-${data.exportedAt.slice(0, 10)}.json"`,
      },
    });
  }),

  http.get(apiPath('/admin/users/:id/erasure-preview'), ({ params }) => {
    return refusal(params.id) ?? HttpResponse.json(previewOf(String(params.id)));
  }),

  http.post(apiPath('/admin/users/:id/erase'), async ({ params, request }) => {
    const refused = refusal(params.id);
    if (refused) return refused;
    const user = adminDb.users.find((u) => u._id === params.id)!;
    // The body is optional (openapi.yaml EraseUserOptions).
    const body = (await request.json().catch(() => null)) as { blankKeptText?: boolean } | null;
    const blank = body?.blankKeptText === true;
    erase(user);
    const person = mockPeople.find((p) => p._id === user._id);
    if (person) erase(person);
    mockDb.deactivated.add(user._id);
    const counts = { itemsRemoved: 0, itemsKept: 0, itemsBlanked: 0, messagesCleared: 0 };
    for (const item of mockDb.items.filter((i) => i.postedBy._id === user._id)) {
      const kept = isKept(item, user._id);
      item.postedBy = { _id: user._id, name: 'Deleted user' };
      Object.assign(item, { description: REMOVED, image: null, thumbnail: null });
      if (!kept) {
        Object.assign(item, { title: REMOVED, location: REMOVED, isActive: false, questions: [] });
        counts.itemsRemoved++;
        continue;
      }
      counts.itemsKept++;
      if (blank) {
        Object.assign(item, { title: BLANKED_TITLE, location: REMOVED, questions: [] });
        counts.itemsBlanked++;
      }
    }
    adminDb.audit.unshift({
      _id: `audit-${Date.now()}-${adminDb.audit.length}`,
      actor: { _id: MOCK_ADMIN_ID, name: 'Ada Admin' },
      action: 'user.erase',
      targetType: 'user',
      targetId: user._id,
      // The server's entry holds counts only, never the erased data.
      before: {},
      after: counts,
      createdAt: new Date().toISOString(),
    });
    return HttpResponse.json({ message: "The user's personal data was erased.", user });
  }),
];
