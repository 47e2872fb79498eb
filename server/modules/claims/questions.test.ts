import { createTestApp, type TestApp } from '../../test/testApp';
import { createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';
import {
  PHONE_QUESTIONS,
  claimCalls,
  createReviewers,
  foundItemWithQuestions,
  historyOf,
} from './testHelpers';

describe('office: ownership questions', () => {
  let t: TestApp;
  let api: ReturnType<typeof claimCalls>;
  let poster: TestUser;
  let keeper: TestUser;
  let admin: TestUser;
  let other: TestUser;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = claimCalls(t);
    ({ poster, keeper, admin } = await createReviewers(t));
    other = await createUser(t);
    categoryId = (await createCategory(t)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const found = (opts: { keeperId?: string } = {}) =>
    createItem(t, { postedBy: poster.id, categoryId, status: 'Found', ...opts });

  it('lets the poster set them: the item shows the questions, the reviewers the answers', async () => {
    const id = await found({ keeperId: keeper.id });
    const res = await api.setQuestions(id, poster, [
      { question: '  What is the lock-screen picture? ', expectedAnswer: ' A cat ' },
      { question: 'Which sticker is on the back?', expectedAnswer: '   ' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().item.questions).toEqual([
      'What is the lock-screen picture?',
      'Which sticker is on the back?',
    ]);
    const expected = {
      questions: [
        { question: 'What is the lock-screen picture?', expectedAnswer: 'A cat' },
        { question: 'Which sticker is on the back?' },
      ],
    };
    for (const reviewer of [poster, keeper, admin]) {
      const read = await api.getQuestions(id, reviewer);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(expected);
    }
    expect((await historyOf(t, id)).map((e) => [e.action, e.actor_id, e.details])).toEqual([
      ['questions-set', poster.id, '2 ownership questions set'],
    ]);
  });

  it('lets the keeper and admins set them too; an empty list removes them', async () => {
    const id = await found({ keeperId: keeper.id });
    expect((await api.setQuestions(id, keeper, PHONE_QUESTIONS)).statusCode).toBe(200);
    const removed = await api.setQuestions(id, admin, []);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().item.questions).toEqual([]);
    expect((await historyOf(t, id)).map((e) => e.details)).toEqual([
      '2 ownership questions set',
      'Ownership questions removed',
    ]);
    // Saving the same questions again changes nothing and records nothing.
    expect((await api.setQuestions(id, admin, [])).statusCode).toBe(200);
    expect(await historyOf(t, id)).toHaveLength(2);
  });

  it('refuses visitors, other users, missing and inactive items', async () => {
    const id = await found();
    expect((await api.setQuestions(id, undefined, PHONE_QUESTIONS)).statusCode).toBe(401);
    expect((await api.getQuestions(id)).statusCode).toBe(401);
    expect((await api.setQuestions(id, other, PHONE_QUESTIONS)).statusCode).toBe(403);
    expect((await api.getQuestions(id, other)).statusCode).toBe(403);
    // A keeper who does not keep this item is not one of its reviewers.
    const otherKeeper = await createUser(t, { role: 'keeper' });
    expect((await api.getQuestions(id, otherKeeper)).statusCode).toBe(403);
    expect((await api.setQuestions('missing', poster, PHONE_QUESTIONS)).statusCode).toBe(404);
    const inactive = await createItem(t, {
      postedBy: poster.id,
      categoryId,
      status: 'Found',
      isActive: false,
    });
    expect((await api.setQuestions(inactive, poster, PHONE_QUESTIONS)).statusCode).toBe(404);
    expect((await api.getQuestions(inactive, admin)).statusCode).toBe(404);
  });

  it('takes at most three non-blank questions', async () => {
    const id = await found();
    const four = Array.from({ length: 4 }, (_, i) => ({ question: `Question ${i}?` }));
    const tooMany = await api.setQuestions(id, poster, four);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('VALIDATION_ERROR');
    const blank = await api.setQuestions(id, poster, [{ question: '   ' }]);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details[0].field).toBe('questions[0].question');
    const long = await api.setQuestions(id, poster, [{ question: 'x'.repeat(201) }]);
    expect(long.statusCode).toBe(400);
  });

  it('only on a Found item nobody has claimed (409)', async () => {
    for (const status of ['Lost', 'Claimed', 'Returned'] as const) {
      const id = await createItem(t, { postedBy: poster.id, categoryId, status });
      const res = await api.setQuestions(id, poster, PHONE_QUESTIONS);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('CONFLICT');
    }
  });

  it('keeps the wording while claims wait for review (409); expected answers may change', async () => {
    const id = await foundItemWithQuestions(t, poster, categoryId);
    const claimant = await createUser(t);
    expect((await api.claim(id, claimant, ['A cat', 'Teal'])).statusCode).toBe(202);
    const reworded = [{ question: 'What is the wallpaper?' }, PHONE_QUESTIONS[1]!];
    expect((await api.setQuestions(id, poster, reworded)).statusCode).toBe(409);
    const newNotes = PHONE_QUESTIONS.map((q) => ({ ...q, expectedAnswer: 'see the photo' }));
    expect((await api.setQuestions(id, poster, newNotes)).statusCode).toBe(200);
  });
});
