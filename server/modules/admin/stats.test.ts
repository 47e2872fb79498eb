import { createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';
import { appWithAdmin, getAs, insertConversation } from '../../test/adminFixtures';
import { MESSAGES_PER_CONVERSATION } from '../conversations';
import type { TestApp } from '../../test/testApp';

const DAY = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the current week. */
function thisMonday(): Date {
  const now = new Date();
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(day - ((new Date(day).getUTCDay() + 6) % 7) * DAY);
}

describe('admin stats, conversations and audit log', () => {
  let t: TestApp;
  let admin: TestUser;
  let ann: TestUser;
  let bob: TestUser;
  let cat: TestUser;
  const conversations: string[] = [];

  const get = (url: string) => getAs(t, admin, url);

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin());
    const db = t.app.ctx.db;
    ann = await createUser(db, { name: 'Ann' });
    bob = await createUser(db, { name: 'Bob' });
    cat = await createUser(db, { name: 'Cat', isActive: false });
    await createUser(db, { role: 'keeper', name: 'Kim' });
    await createUser(db, { role: 'keeper', name: 'Kip', isActive: false });
    const c1 = (await createCategory(db, { name: 'Bags' })).id;
    await createCategory(db, { name: 'Books' });
    await createCategory(db, { name: 'Old', isActive: false });

    const monday = thisMonday();
    const oldest = new Date(monday.getTime() - 11 * 7 * DAY);
    const iso = (d: Date | number) => new Date(d).toISOString();
    // Ann: 4 items (one inactive); Bob: 2; Cat: 1.
    await createItem(db, {
      postedBy: ann.id,
      categoryId: c1,
      status: 'Lost',
      createdAt: iso(monday.getTime() + 3600e3),
    });
    await createItem(db, {
      postedBy: ann.id,
      categoryId: c1,
      status: 'Lost',
      createdAt: iso(monday.getTime() - 1),
      isActive: false,
    });
    await createItem(db, {
      postedBy: ann.id,
      categoryId: c1,
      status: 'Lost',
      createdAt: iso(oldest),
    });
    await createItem(db, {
      postedBy: ann.id,
      categoryId: c1,
      status: 'Found',
      createdAt: iso(oldest.getTime() - 1),
    });
    await createItem(db, {
      postedBy: bob.id,
      categoryId: c1,
      status: 'Returned',
      createdAt: iso(oldest.getTime() - 30 * DAY),
      returnedAt: iso(monday.getTime() + 60e3),
    });
    await createItem(db, {
      postedBy: bob.id,
      categoryId: c1,
      status: 'Returned',
      createdAt: iso(oldest.getTime() - 30 * DAY),
      returnedAt: iso(oldest.getTime() + 2 * DAY),
    });
    const claimed = await createItem(db, {
      postedBy: cat.id,
      categoryId: c1,
      status: 'Claimed',
      createdAt: iso(oldest.getTime() + 8 * DAY),
    });

    conversations.push(
      await insertConversation(db, {
        itemId: claimed,
        posterId: cat.id,
        starterId: ann.id,
        messages: ['Is it mine?', 'Maybe', 'Come by'],
        at: new Date('2024-01-01T10:00:00Z'),
      }),
    );
    const many = Array.from({ length: MESSAGES_PER_CONVERSATION + 2 }, (_, i) => `m${i}`);
    conversations.push(
      await insertConversation(db, {
        itemId: claimed,
        posterId: cat.id,
        starterId: bob.id,
        messages: many,
        at: new Date('2024-02-01T10:00:00Z'),
      }),
    );
    conversations.push(
      await insertConversation(db, {
        itemId: claimed,
        posterId: cat.id,
        starterId: admin.id,
        messages: [],
        at: new Date('2023-12-01T10:00:00Z'),
      }),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts items, users, keepers, categories and conversations', async () => {
    const { stats } = (await get('/api/v1/admin/dashboard-stats')).json();
    expect(stats).toMatchObject({
      totalItems: 6,
      lostItems: 2,
      foundItems: 1,
      claimedItems: 1,
      returnedItems: 2,
      totalUsers: 6,
      activeUsers: 4,
      totalKeepers: 1,
      totalCategories: 2,
      totalConversations: 3,
    });
    expect(stats.mostActiveUsers).toEqual([
      { userId: ann.id, name: 'Ann', email: ann.email, itemCount: 4 },
      { userId: bob.id, name: 'Bob', email: bob.email, itemCount: 2 },
      { userId: cat.id, name: 'Cat', email: cat.email, itemCount: 1 },
    ]);
  });

  it('reports 12 Monday-based weeks of posted and returned items, oldest first', async () => {
    const body = (await get('/api/v1/admin/dashboard-stats')).json();
    // Beside the flat counters, never inside them (an older client iterates `stats`).
    expect(body.stats.weekly).toBeUndefined();
    const { weekly } = body;
    const monday = thisMonday();
    expect(weekly).toHaveLength(12);
    expect(weekly[11].weekStart).toBe(monday.toISOString().slice(0, 10));
    expect(weekly[0].weekStart).toBe(
      new Date(monday.getTime() - 77 * DAY).toISOString().slice(0, 10),
    );
    expect(weekly.map((w: { posted: number }) => w.posted)).toEqual([
      1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1,
    ]);
    expect(weekly.map((w: { returned: number }) => w.returned)).toEqual([
      1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
    ]);
  });

  it('lists conversations newest first with participants and their newest messages', async () => {
    const first = (await get('/api/v1/admin/conversations?limit=2')).json();
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, totalResults: 3, limit: 2 });
    const [busy, short] = first.conversations;
    expect(busy._id).toBe(conversations[1]);
    expect(busy.messages).toHaveLength(MESSAGES_PER_CONVERSATION);
    expect(busy.messages[0].content).toBe('m2');
    expect(busy.messages.at(-1).content).toBe(`m${MESSAGES_PER_CONVERSATION + 1}`);
    expect(short).toMatchObject({
      _id: conversations[0],
      item: { title: expect.any(String), status: 'Claimed' },
      participants: [
        { _id: ann.id, name: 'Ann' },
        { _id: cat.id, name: 'Cat' },
      ],
      lastMessage: { content: 'Come by', createdAt: '2024-01-01T10:00:02.000Z' },
    });
    expect(short.messages.map((m: { content: string }) => m.content)).toEqual([
      'Is it mine?',
      'Maybe',
      'Come by',
    ]);
    expect(short.messages[0]).toMatchObject({
      conversation: conversations[0],
      sender: { _id: ann.id, name: 'Ann' },
      isRead: false,
    });
    const last = (await get('/api/v1/admin/conversations?limit=2&page=2')).json();
    expect(last.conversations).toMatchObject([
      { _id: conversations[2], lastMessage: null, messages: [] },
    ]);
    const beyond = (await get('/api/v1/admin/conversations?limit=2&page=3')).json();
    expect(beyond.conversations).toEqual([]);
  });

  it('lists audit entries newest first with the actor and parsed changes', async () => {
    const put = (url: string) =>
      t.app.inject({ method: 'PUT', url, headers: { authorization: admin.token } });
    await put(`/api/v1/admin/users/${bob.id}/activate`);
    await new Promise((r) => setTimeout(r, 5));
    await put(`/api/v1/admin/users/${bob.id}/activate`);
    const body = (await get('/api/v1/admin/audit?limit=1')).json();
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: 2, totalResults: 2, limit: 1 });
    expect(body.entries).toEqual([
      {
        _id: expect.any(String),
        actor: { _id: admin.id, name: 'Admin' },
        action: 'user.activate',
        targetType: 'user',
        targetId: bob.id,
        targetLabel: `Bob <${bob.email}>`,
        summary: 'Activated',
        before: { isActive: false },
        after: { isActive: true },
        createdAt: expect.any(String),
      },
    ]);
  });
});
