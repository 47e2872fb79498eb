import { HttpResponse, type HttpHandler } from 'msw';
import { world } from '../world';
import { auditActionWords } from '../../../shared/auditActions';
import { body, del, find, get, json, listed, now, pageOf, post, put, said } from './common';
import { conversationOf } from './talk';
import type { AuditEntry, Category, PublicStats, StatsRow, User } from '../../api/enhancedApi';

/** Categories, the admin console and the public figures, over the same world. */

const byName = { sortBy: 'name', order: 'asc' };

/** The counters of the admin's Overview, counted from the world. */
function dashboardStats() {
  const { items, people } = world;
  const count = (status: string) => items.filter((i) => i.status === status).length;
  const posted = (id: string) => items.filter((i) => i.postedBy._id === id).length;
  const mostActiveUsers = people
    .map((p) => ({ userId: p._id, name: p.name, email: p.email, itemCount: posted(p._id) }))
    .filter((u) => u.itemCount > 0)
    .sort((a, b) => b.itemCount - a.itemCount || a.name.localeCompare(b.name))
    .slice(0, 5);
  return {
    ...{ totalItems: items.length, lostItems: count('Lost'), foundItems: count('Found') },
    ...{ claimedItems: count('Claimed'), returnedItems: count('Returned') },
    ...{ totalUsers: people.length, activeUsers: people.filter((p) => p.isActive).length },
    totalKeepers: people.filter((p) => p.role === 'keeper').length,
    totalCategories: world.categories.filter((c) => c.isActive).length,
    ...{ totalConversations: world.threads.length, mostActiveUsers },
  };
}

/** The audit entries under the log's filters: actor text, one action, from/to days. */
function auditMatching(request: Request) {
  const q = new URL(request.url).searchParams;
  const actor = q.get('actor')?.toLowerCase();
  const [action, from, to] = [q.get('action'), q.get('from'), q.get('to')];
  return world.audit.filter(
    (e) =>
      (!actor || e.actor.name.toLowerCase().includes(actor)) &&
      (!action || e.action === action) &&
      (!from || e.createdAt.slice(0, 10) >= from) &&
      (!to || e.createdAt.slice(0, 10) <= to),
  );
}

/** Twelve weeks of a steady trickle, oldest first, up to the newest seeded item. */
const weekly = () =>
  Array.from({ length: 12 }, (_, k) => ({
    weekStart: new Date(Date.UTC(2025, 0, 6 + k * 7)).toISOString().slice(0, 10),
    posted: ((k * 3) % 5) + 1,
    returned: k % 3,
  }));

const flip = <T extends { isActive: boolean }>(row: T) =>
  Object.assign(row, { isActive: !row.isActive });

export const adminHandlers: HttpHandler[] = [
  get('/categories', ({ request }) => {
    const active = world.categories.filter((c) => c.isActive);
    return json({ categories: pageOf(active, request, { ...byName, limit: 100 }).rows });
  }),

  get('/categories/admin', ({ request }) =>
    listed('categories', world.categories, request, byName),
  ),

  post('/categories', async ({ request }) => {
    const sent = await body<Partial<Category>>(request);
    const category: Category = {
      ...{ _id: `c-new-${world.categories.length + 1}`, name: sent.name?.trim() ?? '' },
      ...{ description: sent.description ?? '', isActive: true, createdAt: now() },
      retentionDays: sent.retentionDays ?? 90,
    };
    world.categories.push(category);
    return said('Category created.', { category }, 201);
  }),

  put('/categories/:id', async ({ request, params }) => {
    const category = find(world.categories, params.id, 'Category');
    return said('Category updated.', { category: Object.assign(category, await body(request)) });
  }),

  del('/categories/:id', ({ params }) => {
    const category = find(world.categories, params.id, 'Category');
    return said('Category deactivated.', {
      category: Object.assign(category, { isActive: false }),
    });
  }),

  get('/keepers', () => {
    const keepers = world.people.filter((p) => p.role === 'keeper' && p.isActive);
    const keeper = ({ _id, name, email, createdAt }: User) => ({ _id, name, email, createdAt });
    return json({ keepers: keepers.map(keeper) });
  }),

  get('/admin/dashboard-stats', () => json({ stats: dashboardStats(), weekly: weekly() })),
  get('/admin/users', ({ request }) => listed('users', world.people, request)),
  get('/admin/users/:id', ({ params }) => json({ user: find(world.people, params.id, 'User') })),

  get('/admin/users/:id/items', ({ request, params }) => {
    const posted = world.items.filter((i) => i.postedBy._id === params.id);
    return listed('items', posted, request, { limit: 5 });
  }),

  put('/admin/users/:id/activate', ({ params }) => {
    const user = flip(find(world.people, params.id, 'User'));
    return said(user.isActive ? 'User activated.' : 'User deactivated.', { user });
  }),

  get('/admin/items', ({ request }) => listed('items', world.items, request)),

  put('/admin/items/:id/activate', ({ params }) => {
    const item = flip(find(world.items, params.id));
    return said(item.isActive ? 'Item activated.' : 'Item deactivated.', { item });
  }),

  get('/admin/conversations', ({ request }) => {
    const all = world.threads.map((t) => ({ ...conversationOf(t), messages: t.messages }));
    return listed('conversations', all, request, { sortBy: 'updatedAt' });
  }),

  get('/admin/audit', ({ request }) => listed('entries', auditMatching(request), request)),

  get('/admin/audit/export', ({ request }) => {
    // As the server writes it (docs/product.md#audit-log): a byte-order mark, UTC cells, words.
    const who = (e: AuditEntry) => [e.createdAt.slice(0, 16).replace('T', ' '), e.actor.name];
    const what = (e: AuditEntry) => [auditActionWords(e.action), e.targetLabel, e.targetId];
    const lines = auditMatching(request).map((e) => [...who(e), ...what(e), e.summary].join(','));
    const csv = `\uFEFF${['when (UTC),actor,action,target,reference,change', ...lines].join('\r\n')}`;
    return new HttpResponse(csv, { headers: { 'content-type': 'text/csv' } });
  }),

  get('/stats/public', () => json(mockPublicStats())),
];

const row = (reported: number, returned: number, median: number | null): StatsRow => {
  const returnRate = reported ? Math.round((returned / reported) * 1000) / 1000 : 0;
  return { reported, returned, returnRate, medianDaysToReturn: returned ? median : null };
};

/** Found items reported | returned | median days, per month for the last 12 (this one last). */
const MONTHLY =
  '18 11 4, 22 14 3.5, 30 21 3, 41 27 2.5, 35 22 3, 12 6 5, 9 4 6, 38 25 2, 44 31 2.5, 40 26 3, 33 19 3.5, 7 0 -';
const BY_CATEGORY =
  'Electronics 96 71 2, Keys 64 49 1.5, Bags 41 30 3, Clothing 38 12 9, Books 31 15 6.5, Documents 22 20 1, Other 37 9 11';
const figures = (text: string) => text.split(', ').map((part) => part.split(' '));
const numbers = ([reported, returned, median]: string[]) =>
  row(Number(reported), Number(returned), median === '-' ? null : Number(median));

/** The public figures (docs/product.md#public-figures): plausible, fixed, months up to `now`. */
export function mockPublicStats(now = new Date()): PublicStats {
  const months = figures(MONTHLY).map((parts, i) => {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
    return { month: start.toISOString().slice(0, 7), ...numbers(parts) };
  });
  const categories = figures(BY_CATEGORY).map(([name, ...parts]) => ({ name, ...numbers(parts) }));
  const sum = (key: 'reported' | 'returned') => categories.reduce((n, c) => n + c[key], 0);
  return { totals: row(sum('reported'), sum('returned'), 2.5), categories, months };
}
