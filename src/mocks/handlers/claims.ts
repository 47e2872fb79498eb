import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, errorBody } from '../apiPath';
import { latestClaimOf, mockClaims, syncItemQuestions } from '../data/claims';
import { mockDb, mockUserForToken } from '../data/items';
import type { Claim, Item, OwnershipQuestion, User } from '../../api/enhancedApi';

/**
 * Mocked ownership questions and claim review (openapi.yaml, tag office); every response is
 * checked against the contract in Jest. Registered before the items mocks: a claim on an item
 * without questions falls through to them.
 */

const fail = (status: number, message: string, code: string, field?: string) =>
  HttpResponse.json(errorBody(message, code, field ? [{ field, message }] : undefined), {
    status,
  });

const caller = (request: Request): User | null =>
  mockUserForToken(request.headers.get('Authorization'));
const findItem = (id: string) => mockDb.items.find((i) => i._id === id && i.isActive);
const isReviewer = (item: Item, user: User) =>
  item.postedBy._id === user._id || item.keeperId === user._id || user.role === 'admin';

/** The item, when the caller reviews its claims; a refusal otherwise (401/404/403). */
function reviewed(
  request: Request,
  id: string,
): { item: Item; user: User } | { refused: Response } {
  const user = caller(request);
  if (!user) return { refused: fail(401, 'Authentication required', 'UNAUTHORIZED') };
  const item = findItem(id);
  if (!item) return { refused: fail(404, 'Item not found.', 'NOT_FOUND') };
  if (!isReviewer(item, user)) {
    return {
      refused: fail(
        403,
        "Only the item's poster, its keeper or an admin can do this.",
        'FORBIDDEN',
      ),
    };
  }
  return { item, user };
}

const newest = (a: Claim, b: Claim) => b.createdAt.localeCompare(a.createdAt);

/** Approve (the item becomes Claimed, the other pending claims are declined) or decline one. */
function decide(request: Request, id: string, claimId: string, decision: 'approve' | 'decline') {
  const access = reviewed(request, id);
  if ('refused' in access) return access.refused;
  const { item } = access;
  const claim = mockClaims.claims.find((c) => c._id === claimId && c.itemId === item._id);
  if (!claim) return fail(404, 'Claim not found.', 'NOT_FOUND');
  if (claim.status !== 'pending') {
    return fail(409, 'This claim has already been decided.', 'CONFLICT');
  }
  const now = new Date().toISOString();
  if (decision === 'decline') {
    Object.assign(claim, { status: 'declined', decidedAt: now });
    return HttpResponse.json({ message: 'Claim declined.', claim });
  }
  if (item.claimedById || !['Lost', 'Found'].includes(item.status)) {
    return fail(409, 'This item has already been claimed.', 'CONFLICT');
  }
  Object.assign(claim, { status: 'approved', decidedAt: now });
  for (const other of mockClaims.claims) {
    if (other.itemId === item._id && other.status === 'pending') {
      Object.assign(other, { status: 'declined', decidedAt: now });
    }
  }
  Object.assign(item, {
    status: 'Claimed',
    claimedById: claim.claimant._id,
    claimedByName: claim.claimant.name,
    updatedAt: now,
  });
  return HttpResponse.json({ message: 'Claim approved. The item is now Claimed.', item });
}

export const claimsHandlers: HttpHandler[] = [
  http.get(apiPath('/items/:id/questions'), ({ request, params }) => {
    const access = reviewed(request, String(params.id));
    if ('refused' in access) return access.refused;
    return HttpResponse.json({ questions: mockClaims.questions[access.item._id] ?? [] });
  }),

  http.put(apiPath('/items/:id/questions'), async ({ request, params }) => {
    const access = reviewed(request, String(params.id));
    if ('refused' in access) return access.refused;
    const { item } = access;
    if (item.status !== 'Found' || item.claimedById) {
      return fail(409, 'Ownership questions can only be set on a Found item.', 'CONFLICT');
    }
    const body = (await request.json()) as { questions: OwnershipQuestion[] };
    const questions = body.questions.map((q) => {
      const expectedAnswer = q.expectedAnswer?.trim();
      return { question: q.question.trim(), ...(expectedAnswer ? { expectedAnswer } : {}) };
    });
    if (questions.length > 3 || questions.some((q) => !q.question)) {
      return fail(400, 'Please write each question.', 'VALIDATION_ERROR', 'questions');
    }
    mockClaims.questions[item._id] = questions;
    syncItemQuestions();
    return HttpResponse.json({ message: 'Ownership questions saved.', item });
  }),

  http.post(apiPath('/items/:id/claim'), async ({ request, params }) => {
    const user = caller(request);
    const item = findItem(String(params.id));
    // Without questions (or without a caller or an item) the items mock claims as SPEC says.
    if (!user || !item || item.questions.length === 0) return undefined;
    if (item.postedBy._id === user._id) {
      return fail(403, 'You cannot claim your own item.', 'FORBIDDEN');
    }
    if (item.keeperId === user._id) {
      return fail(403, 'You are the keeper of this item, so you cannot claim it.', 'FORBIDDEN');
    }
    if (item.status !== 'Found' || item.claimedById) {
      return fail(409, 'This item has already been claimed.', 'CONFLICT');
    }
    const body = (await request.json().catch(() => ({}))) as { answers?: string[] };
    const answers = (body.answers ?? []).map((a) => a.trim());
    if (answers.length !== item.questions.length || answers.some((a) => !a)) {
      return fail(400, 'Please answer all the questions.', 'VALIDATION_ERROR', 'answers');
    }
    if (latestClaimOf(item._id, user._id)?.status === 'pending') {
      return fail(409, 'You already have a claim waiting for review on this item.', 'CONFLICT');
    }
    const claim: Claim = {
      _id: `claim-${Date.now().toString(36)}${mockClaims.claims.length}`,
      itemId: item._id,
      claimant: { _id: user._id, name: user.name },
      answers,
      status: 'pending',
      createdAt: new Date().toISOString(),
      decidedAt: null,
    };
    mockClaims.claims.push(claim);
    return HttpResponse.json(
      { message: 'Claim sent: the finder will review your answers.', claim },
      { status: 202 },
    );
  }),

  http.get(apiPath('/items/:id/claims'), ({ request, params }) => {
    const access = reviewed(request, String(params.id));
    if ('refused' in access) return access.refused;
    const claims = mockClaims.claims.filter((c) => c.itemId === access.item._id).sort(newest);
    return HttpResponse.json({ claims });
  }),

  http.post(apiPath('/items/:id/claims/:claimId/approve'), ({ request, params }) =>
    decide(request, String(params.id), String(params.claimId), 'approve'),
  ),
  http.post(apiPath('/items/:id/claims/:claimId/decline'), ({ request, params }) =>
    decide(request, String(params.id), String(params.claimId), 'decline'),
  ),
];
