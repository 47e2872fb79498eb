import { http, HttpResponse } from 'msw';
import { apiPath } from '../../../../mocks/apiPath';
import type { Category, Item, Place, SavedSearchInput } from '../../../../api/enhancedApi';

/*
 * The browse page's own mocked API for its screen tests (put in place with server.use): a few
 * items, categories and places, a search that filters them as the server does and records each
 * call, and "Alert me" saves. Kept here, not in the shared mock world, so these tests say
 * exactly what the server answered.
 */

const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T12:00:00.000Z`;

export const CATEGORIES: Category[] = [
  ['cat-bags', 'Bags'],
  ['cat-electronics', 'Electronics'],
  ['cat-keys', 'Keys'],
].map(([_id, name]) => ({
  _id,
  name,
  description: '',
  isActive: true,
  retentionDays: 90,
  createdAt: at(1),
}));

export const PLACES: Place[] = [
  { _id: 'place-eb', name: 'Engineering Building', aliases: ['EB'], updatedAt: at(1) },
  { _id: 'place-lib', name: 'Main Library', aliases: ['Library'], updatedAt: at(1) },
];

function item(n: number, title: string, categoryId: string, placeId: string): Item {
  const category = CATEGORIES.find((c) => c._id === categoryId)!;
  const place = PLACES.find((p) => p._id === placeId)!;
  return {
    _id: `item-${n}`,
    title,
    description: `${title}, found on campus.`,
    status: n % 2 ? 'Lost' : 'Found',
    category: { _id: category._id, name: category.name },
    location: place.name,
    image: null,
    thumbnail: null,
    createdAt: at(n),
    updatedAt: at(n),
    postedBy: { _id: 'u-poster', name: 'Pat Poster' },
    keeperId: null,
    keeperName: null,
    claimedById: null,
    claimedByName: null,
    returnedAt: null,
    isActive: true,
    reference: `LF-2025-${String(n).padStart(5, '0')}`,
    questions: [],
  };
}

/** Twelve items, one posted each day of March 2025 (newest last). */
export const ITEMS: Item[] = [
  'Black Leather Wallet',
  'Blue Umbrella',
  'Laptop Charger',
  'Red Backpack',
  'Car Keys',
  'Wireless Earbuds',
  'Canvas Tote Bag',
  'Bike Key',
  'Phone Charger',
  'Grey Hoodie Bag',
  'Student ID Wallet',
  'Water Bottle',
].map((title, i) => {
  const category = /key/i.test(title)
    ? 'cat-keys'
    : /charger|earbuds/i.test(title)
      ? 'cat-electronics'
      : 'cat-bags';
  return item(i + 1, title, category, i % 3 ? 'place-lib' : 'place-eb');
});

const wordsOf = (text: string) => text.toLowerCase().split(/\W+/).filter(Boolean);

/**
 * Filters and sorts as the server does (docs/product.md#browse-filters): every word starts a
 * word of the title (full matches); with `partial`, items with some of the words follow when
 * the full matches fill less than a page, and exactCount says where they start.
 */
export function browseHandlers(opts: { partial?: boolean; places?: Place[] } = {}) {
  const calls: URLSearchParams[] = [];
  const saved: SavedSearchInput[] = [];
  const handlers = [
    http.get(apiPath('/search/items/search'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.push(query);
      const limit = Number(query.get('limit') ?? 8);
      const page = Number(query.get('page') ?? 1);
      const words = wordsOf(query.get('search') ?? '');
      const hits = (i: Item) =>
        words.filter((w) => wordsOf(i.title).some((t) => t.startsWith(w))).length;
      let pool = ITEMS.filter(
        (i) =>
          (!query.get('status') || i.status === query.get('status')) &&
          (!query.get('category') || i.category._id === query.get('category')) &&
          (!query.get('place') ||
            PLACES.find((p) => p._id === query.get('place'))?.name === i.location),
      );
      pool = [...pool].sort((a, b) =>
        query.get('sort') === 'oldest'
          ? a.createdAt.localeCompare(b.createdAt)
          : b.createdAt.localeCompare(a.createdAt),
      );
      const full = pool.filter((i) => hits(i) === words.length);
      const some =
        opts.partial && words.length > 1 && full.length < limit
          ? pool.filter((i) => hits(i) > 0 && hits(i) < words.length)
          : [];
      const rows = [...full, ...some];
      return HttpResponse.json({
        items: rows.slice((page - 1) * limit, page * limit),
        pagination: {
          currentPage: page,
          totalPages: Math.max(1, Math.ceil(rows.length / limit)),
          totalResults: rows.length,
          limit,
          ...(some.length ? { exactCount: full.length } : {}),
        },
      });
    }),
    http.get(apiPath('/categories'), () => HttpResponse.json({ categories: CATEGORIES })),
    http.get(apiPath('/places'), () => HttpResponse.json({ places: opts.places ?? PLACES })),
    http.post(apiPath('/saved-searches'), async ({ request }) => {
      const input = (await request.json()) as SavedSearchInput;
      saved.push(input);
      const category = CATEGORIES.find((c) => c._id === input.category) ?? null;
      return HttpResponse.json(
        {
          savedSearch: {
            _id: `ss-${saved.length}`,
            search: input.search ?? '',
            status: input.status ?? null,
            category,
            postedWithin: input.postedWithin ?? null,
            place: input.place ?? null,
            createdAt: at(20),
          },
        },
        { status: 201 },
      );
    }),
  ];
  return { handlers, calls, saved };
}
