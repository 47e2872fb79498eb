import { auth, createItem, createUser, type TestUser } from '../../test/fixtures';
import type { TestApp } from '../../test/testApp';

export { historyOf } from '../../test/fixtures';

/** HTTP calls of the claim review, as the tests make them (docs/product.md#office). */
export function claimCalls(t: TestApp) {
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, user?: TestUser, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: user ? auth(user) : {},
      ...(payload ? { payload } : {}),
    });
  return {
    inject,
    setQuestions: (id: string, user: TestUser | undefined, questions: object[]) =>
      inject('PUT', `/items/${id}/questions`, user, { questions }),
    getQuestions: (id: string, user?: TestUser) => inject('GET', `/items/${id}/questions`, user),
    claim: (id: string, user?: TestUser, answers?: string[]) =>
      inject('POST', `/items/${id}/claim`, user, answers ? { answers } : undefined),
    list: (id: string, user?: TestUser) => inject('GET', `/items/${id}/claims`, user),
    approve: (id: string, claimId: string, user?: TestUser) =>
      inject('POST', `/items/${id}/claims/${claimId}/approve`, user),
    decline: (id: string, claimId: string, user?: TestUser) =>
      inject('POST', `/items/${id}/claims/${claimId}/decline`, user),
    getItem: (id: string, user?: TestUser) => inject('GET', `/items/${id}`, user),
  };
}

/** Who reviews claims on a found item: its poster, a keeper and an admin. */
export async function createReviewers(t: TestApp) {
  return {
    poster: await createUser(t, { name: 'Fran Finder' }),
    keeper: await createUser(t, { role: 'keeper', name: 'Kim Keeper' }),
    admin: await createUser(t, { role: 'admin', name: 'Ada Admin' }),
  };
}

export const PHONE_QUESTIONS = [
  { question: 'What is the lock-screen picture?', expectedAnswer: 'A sleeping tabby cat' },
  { question: 'What colour is the case?', expectedAnswer: 'Teal with a crack' },
];

/** A Found item with the phone questions, set through the API by its poster. */
export async function foundItemWithQuestions(
  t: TestApp,
  poster: TestUser,
  categoryId: string,
  opts: { keeperId?: string; title?: string } = {},
): Promise<string> {
  const id = await createItem(t, {
    postedBy: poster.id,
    categoryId,
    status: 'Found',
    title: opts.title ?? 'Green phone',
    keeperId: opts.keeperId ?? null,
  });
  const res = await claimCalls(t).setQuestions(id, poster, PHONE_QUESTIONS);
  if (res.statusCode !== 200) throw new Error(`setItemQuestions: ${res.statusCode} ${res.body}`);
  return id;
}

/** The notifications of a user, oldest first. */
export const notesOf = (t: TestApp, userId: string) =>
  t.app.ctx.db
    .selectFrom('notifications')
    .select(['message', 'type', 'item_id', 'link'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

/** HTTP calls of withdrawing and releasing a claim (docs/product.md#withdrawing-and-releasing-a-claim). */
export function undoCalls(t: TestApp) {
  const { inject } = claimCalls(t);
  return {
    withdraw: (id: string, user?: TestUser) => inject('POST', `/items/${id}/claim/withdraw`, user),
    release: (id: string, user: TestUser | undefined, reason: string) =>
      inject('POST', `/items/${id}/claim/release`, user, { reason }),
    generate: (id: string, user: TestUser) => inject('POST', `/items/${id}/generate-otp`, user),
    verify: (id: string, user: TestUser, otp: string) =>
      inject('POST', `/items/${id}/verify-otp`, user, { otp }),
  };
}

/** The item's claim-state columns, straight from the database. */
export const claimStateOf = (t: TestApp, itemId: string) =>
  t.app.ctx.db
    .selectFrom('items')
    .select(['status', 'claimed_by_id', 'claimed_from_status'])
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
