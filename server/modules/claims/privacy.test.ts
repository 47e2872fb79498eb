import { createTestApp, type TestApp } from '../../test/testApp';
import { auth, createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';
import { outboxTo } from '../notifications/testHelpers';
import { claimCalls, foundItemWithQuestions, historyOf, notesOf } from './testHelpers';

// Words that appear only in expected answers and claimants' answers: none may leave the office.
const SECRET_EXPECTED = 'Zanzibar';
const SECRET_ANSWER = 'Quixotic';

describe('office: answers never leave the reviewers', () => {
  let t: TestApp;
  let api: ReturnType<typeof claimCalls>;
  let poster: TestUser;
  let keeper: TestUser;
  let claimant: TestUser;
  let stranger: TestUser;
  let id: string;
  const pushed: unknown[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    api = claimCalls(t);
    // Every live event the services push, as the socket would carry it.
    const realtime = t.app.ctx.realtime;
    const toUser = realtime.toUser.bind(realtime);
    realtime.toUser = (userId, event, ...args) => {
      pushed.push([userId, event, ...args]);
      toUser(userId, event, ...args);
    };
    poster = await createUser(t, { name: 'Fran Finder' });
    keeper = await createUser(t, { role: 'keeper', name: 'Kim Keeper' });
    claimant = await createUser(t, { name: 'Alice Owner' });
    stranger = await createUser(t);
    const categoryId = (await createCategory(t)).id;
    id = await createItem(t, {
      postedBy: poster.id,
      categoryId,
      status: 'Found',
      title: 'Silver laptop',
      keeperId: keeper.id,
    });
    const set = await api.setQuestions(id, poster, [
      { question: 'What is the wallpaper?', expectedAnswer: `${SECRET_EXPECTED} beach` },
    ]);
    expect(set.statusCode).toBe(200);
    const claim = await api.claim(id, claimant, [`${SECRET_ANSWER} sunset`]);
    expect(claim.statusCode).toBe(202);
    // A second item, to go through approval as well.
    const other = await foundItemWithQuestions(t, poster, categoryId, { keeperId: keeper.id });
    const c = (await api.claim(other, claimant, [SECRET_ANSWER, SECRET_ANSWER])).json().claim;
    expect((await api.approve(other, c._id, poster)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const leaks = (text: string) => text.includes(SECRET_EXPECTED) || text.includes(SECRET_ANSWER);

  it('shows the questions, never the answers, on item reads, search and my items', async () => {
    for (const viewer of [undefined, stranger, claimant, poster, keeper]) {
      const res = await api.getItem(id, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.json().item.questions).toEqual(['What is the wallpaper?']);
      expect(leaks(res.body)).toBe(false);
    }
    const search = await api.inject('GET', '/search/items/search?search=laptop');
    expect(search.json().items.map((i: { _id: string }) => i._id)).toContain(id);
    expect(search.json().items[0].questions).toEqual(['What is the wallpaper?']);
    expect(leaks(search.body)).toBe(false);
    for (const user of [poster, keeper]) {
      const mine = await api.inject('GET', '/users/me/items', user);
      expect(mine.json().items.map((i: { _id: string }) => i._id)).toContain(id);
      expect(leaks(mine.body)).toBe(false);
    }
    const admin = await createUser(t, { role: 'admin' });
    const adminList = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/items?search=laptop',
      headers: auth(admin),
    });
    expect(adminList.statusCode).toBe(200);
    expect(leaks(adminList.body)).toBe(false);
  });

  it('puts no answer in notifications, live events, e-mail or the history', async () => {
    for (const user of [poster, keeper, claimant]) {
      const notes = await notesOf(t, user.id);
      expect(notes.length).toBeGreaterThan(0);
      expect(notes.some((n) => leaks(n.message))).toBe(false);
      const listed = await api.inject('GET', '/notifications', user);
      expect(leaks(listed.body)).toBe(false);
      for (const mail of await outboxTo(t, user.email)) {
        expect(leaks(JSON.stringify(mail))).toBe(false);
      }
    }
    expect((await outboxTo(t, poster.email)).length).toBeGreaterThan(0);
    expect((await outboxTo(t, claimant.email)).length).toBeGreaterThan(0);
    expect(pushed.length).toBeGreaterThan(0);
    expect(leaks(JSON.stringify(pushed))).toBe(false);
    expect(leaks(JSON.stringify(await historyOf(t, id)))).toBe(false);
  });

  it('gives the answers to the reviewers only', async () => {
    const listed = await api.list(id, keeper);
    expect(listed.json().claims[0].answers).toEqual([`${SECRET_ANSWER} sunset`]);
    const questions = await api.getQuestions(id, poster);
    expect(questions.json().questions[0].expectedAnswer).toBe(`${SECRET_EXPECTED} beach`);
    for (const user of [claimant, stranger]) {
      expect((await api.list(id, user)).statusCode).toBe(403);
      expect((await api.getQuestions(id, user)).statusCode).toBe(403);
    }
  });
});

describe('office: items without questions claim as before', () => {
  let t: TestApp;
  let api: ReturnType<typeof claimCalls>;
  let poster: TestUser;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = claimCalls(t);
    poster = await createUser(t, { name: 'Pat Poster' });
    categoryId = (await createCategory(t)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['no body', undefined],
    ['no answers', []],
    ['answers it does not need', ['ignored']],
  ])('claims at once with %s (200), records it and tells the poster', async (_how, answers) => {
    const claimant = await createUser(t, { name: 'Casey Claimant' });
    const id = await createItem(t, { postedBy: poster.id, categoryId, status: 'Found' });
    const res = await api.claim(id, claimant, answers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Item claimed successfully.',
      item: { status: 'Claimed', claimedById: claimant.id, questions: [] },
    });
    expect((await notesOf(t, poster.id)).at(-1)?.message).toContain('Casey Claimant claimed');
    expect((await historyOf(t, id)).map((e) => [e.action, e.actor_id, e.details])).toEqual([
      ['claimed', claimant.id, 'Claimed by Casey Claimant'],
    ]);
    expect((await api.getItem(id, claimant)).json().item.myClaim).toBeNull();
    expect((await api.list(id, poster)).json().claims).toEqual([]);
  });

  it('still lets a Lost report be claimed at once', async () => {
    const claimant = await createUser(t);
    const id = await createItem(t, { postedBy: poster.id, categoryId, status: 'Lost' });
    expect((await api.claim(id, claimant, [])).statusCode).toBe(200);
  });
});
