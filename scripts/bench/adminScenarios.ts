/** Admin list scenarios for `npm run bench` (filled in by the admin work, issue 5). */
export type AdminScenario = {
  name: string;
  connections: number;
  path: (i: number) => string;
  target: string;
};

// Short words an admin would type: common name parts, mail domains, item words and places.
const userWords = ['', 'ann', 'son', 'lee', 'maria', 'smith', '@campus', 'jo', 'zz-none'];
const itemWords = ['', 'wallet', 'phone', 'key', 'library', 'blue', 'bottle', 'gym', 'zz-none'];
const userSorts = ['createdAt', 'name', 'email'] as const;
const itemSorts = ['createdAt', 'title', 'status'] as const;

/** Varies search, sort, order and page (1-5, plus an occasional deep page) per request. */
function listPath(base: string, words: string[], sorts: readonly string[], i: number): string {
  const search = words[i % words.length];
  const sortBy = sorts[Math.floor(i / words.length) % sorts.length];
  const order = i % 2 === 0 ? 'desc' : 'asc';
  const page = i % 17 === 0 ? 200 : 1 + (i % 5);
  const params = new URLSearchParams({ page: String(page), limit: '10', sortBy, order });
  if (search) params.set('search', search);
  return `${base}?${params.toString()}`;
}

export const adminScenarios: AdminScenario[] = [
  {
    name: 'admin users: search + sort + page',
    connections: 20,
    path: (i) => listPath('/api/v1/admin/users', userWords, userSorts, i),
    target: 'p99 < 50 ms',
  },
  {
    name: 'admin items: search + sort + page',
    connections: 20,
    path: (i) => listPath('/api/v1/admin/items', itemWords, itemSorts, i),
    target: 'p99 < 50 ms',
  },
];
