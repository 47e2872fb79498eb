/** Admin list scenarios for `npm run bench` (filled in by the admin work, issue 5). */
export type AdminScenario = {
  name: string;
  connections: number;
  path: (i: number) => string;
  target: string;
};

// What an admin would type, fitted to seedLarge's data (users "Student <n>" with mail
// "student<n>@lostfound.local"; items made of colours, brands, things and places): fragments of
// 3+ characters matching from a handful to thousands of rows, plus no search and no match.
// 1-2 character terms work but scan the table (see server/modules/admin/search.ts).
const userWords = ['', 'ent 12', 'nt 777', 'student42', '9@lost', 'dent 4', 'bench', 'zz-none'];
const itemWords = [
  '',
  'wallet',
  'phone',
  'key',
  'library',
  'blue',
  'bottle',
  'gym',
  'black dell',
  'zz-none',
];
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
