import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath } from '../apiPath';
import { world } from '../world';
import { auditActionWords } from '../../../shared/auditActions';
import { body, find, pageOf } from './common';
import { conversationOf } from './talk';
import type { Category, PublicStats, StatsRow } from '../../api/enhancedApi';

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
    totalItems: items.length,
    lostItems: count('Lost'),
    foundItems: count('Found'),
    claimedItems: count('Claimed'),
    returnedItems: count('Returned'),
    totalUsers: people.length,
    activeUsers: people.filter((p) => p.isActive).length,
    totalKeepers: people.filter((p) => p.role === 'keeper').length,
    totalCategories: world.categories.filter((c) => c.isActive).length,
    totalConversations: world.threads.length,
    mostActiveUsers,
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
  http.get(apiPath('/categories'), ({ request }) => {
    const active = world.categories.filter((c) => c.isActive);
    return HttpResponse.json({
      categories: pageOf(active, request, { ...byName, limit: 100 }).rows,
    });
  }),

  http.get(apiPath('/categories/admin'), ({ request }) => {
    const { rows, pagination } = pageOf(world.categories, request, byName);
    return HttpResponse.json({ categories: rows, pagination });
  }),

  http.post(apiPath('/categories'), async ({ request }) => {
    const sent = await body<Partial<Category>>(request);
    const category: Category = {
      _id: `c-new-${world.categories.length + 1}`,
      name: sent.name?.trim() ?? '',
      description: sent.description ?? '',
      isActive: true,
      createdAt: new Date().toISOString(),
      retentionDays: sent.retentionDays ?? 90,
    };
    world.categories.push(category);
    return HttpResponse.json({ message: 'Category created.', category }, { status: 201 });
  }),

  http.put(apiPath('/categories/:id'), async ({ request, params }) => {
    const category = Object.assign(
      find(world.categories, params.id, 'Category'),
      await body(request),
    );
    return HttpResponse.json({ message: 'Category updated.', category });
  }),

  http.delete(apiPath('/categories/:id'), ({ params }) => {
    const category = Object.assign(find(world.categories, params.id, 'Category'), {
      isActive: false,
    });
    return HttpResponse.json({ message: 'Category deactivated.', category });
  }),

  http.get(apiPath('/keepers'), () => {
    const keepers = world.people.filter((p) => p.role === 'keeper' && p.isActive);
    return HttpResponse.json({
      keepers: keepers.map(({ _id, name, email, createdAt }) => ({ _id, name, email, createdAt })),
    });
  }),

  http.get(apiPath('/admin/dashboard-stats'), () =>
    HttpResponse.json({ stats: dashboardStats(), weekly: weekly() }),
  ),

  http.get(apiPath('/admin/users'), ({ request }) => {
    const { rows, pagination } = pageOf(world.people, request);
    return HttpResponse.json({ users: rows, pagination });
  }),

  http.get(apiPath('/admin/users/:id'), ({ params }) =>
    HttpResponse.json({ user: find(world.people, params.id, 'User') }),
  ),

  http.get(apiPath('/admin/users/:id/items'), ({ request, params }) => {
    const posted = world.items.filter((i) => i.postedBy._id === params.id);
    const { rows, pagination } = pageOf(posted, request, { limit: 5 });
    return HttpResponse.json({ items: rows, pagination });
  }),

  http.put(apiPath('/admin/users/:id/activate'), ({ params }) => {
    const user = flip(find(world.people, params.id, 'User'));
    return HttpResponse.json({
      message: user.isActive ? 'User activated.' : 'User deactivated.',
      user,
    });
  }),

  http.get(apiPath('/admin/items'), ({ request }) => {
    const { rows, pagination } = pageOf(world.items, request);
    return HttpResponse.json({ items: rows, pagination });
  }),

  http.put(apiPath('/admin/items/:id/activate'), ({ params }) => {
    const item = flip(find(world.items, params.id));
    return HttpResponse.json({
      message: item.isActive ? 'Item activated.' : 'Item deactivated.',
      item,
    });
  }),

  http.get(apiPath('/admin/conversations'), ({ request }) => {
    const all = world.threads.map((t) => ({ ...conversationOf(t), messages: t.messages }));
    const { rows, pagination } = pageOf(all, request, { sortBy: 'updatedAt' });
    return HttpResponse.json({ conversations: rows, pagination });
  }),

  http.get(apiPath('/admin/audit'), ({ request }) => {
    const { rows, pagination } = pageOf(auditMatching(request), request);
    return HttpResponse.json({ entries: rows, pagination });
  }),

  http.get(apiPath('/admin/audit/export'), ({ request }) => {
    // As the server writes it (docs/product.md#audit-log): a byte-order mark, UTC cells, words.
    const lines = auditMatching(request).map((e) =>
      [
        e.createdAt.slice(0, 16).replace('T', ' '),
        e.actor.name,
        auditActionWords(e.action),
        e.targetLabel,
        e.targetId,
        e.summary,
      ].join(','),
    );
    const csv = `\uFEFF${['when (UTC),actor,action,target,reference,change', ...lines].join('\r\n')}`;
    return new HttpResponse(csv, { headers: { 'content-type': 'text/csv' } });
  }),

  http.get(apiPath('/stats/public'), () => HttpResponse.json(mockPublicStats())),
];

const row = (reported: number, returned: number, median: number | null): StatsRow => ({
  reported,
  returned,
  returnRate: reported ? Math.round((returned / reported) * 1000) / 1000 : 0,
  medianDaysToReturn: returned ? median : null,
});

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
