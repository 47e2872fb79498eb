import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, errorBody } from '../apiPath';
import { adminDb } from '../data/admin';
import { myClaimFor } from '../data/claims';
import { itemFor } from '../data/custody';
import { mockDb, mockPeople, mockUserForToken, pictureFor } from '../data/items';
import type { Item, ItemStatus, User } from '../../api/enhancedApi';

/** Mocked items operations of openapi.yaml (every response is checked against the contract in Jest). */

const STATUSES: ItemStatus[] = ['Lost', 'Found', 'Claimed', 'Returned'];

const fail = (status: number, message: string, code: string, details?: DetailList) =>
  HttpResponse.json(errorBody(message, code, details), { status });
type DetailList = { field: string; message: string }[];

const unauthorized = () => fail(401, 'Authentication required', 'UNAUTHORIZED');
const notFound = () => fail(404, 'Item not found', 'NOT_FOUND');
const forbidden = (message: string) => fail(403, message, 'FORBIDDEN');
const conflict = (message: string) => fail(409, message, 'CONFLICT');

const caller = (request: Request): User | null =>
  mockUserForToken(request.headers.get('Authorization'));

const findItem = (id: string) => mockDb.items.find((i) => i._id === id && i.isActive);

/** Pagination as the contract shapes it. */
export function paginate<T>(list: T[], url: URL, defaultLimit: number) {
  const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit')) || defaultLimit));
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const totalPages = Math.max(1, Math.ceil(list.length / limit));
  return {
    page: list.slice((page - 1) * limit, page * limit),
    pagination: { currentPage: page, totalPages, totalResults: list.length, limit },
  };
}

const newestFirst = (a: Item, b: Item) => b.createdAt.localeCompare(a.createdAt);

/** Reads and checks the multipart item form; `statuses` are the ones this call allows. */
async function readItemForm(request: Request, statuses: ItemStatus[]) {
  const form = await request.formData();
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === 'string' ? value.trim() : '';
  };
  const fields = {
    title: text('title'),
    description: text('description'),
    category: text('category'),
    status: text('status') as ItemStatus,
    location: text('location'),
  };
  const details: DetailList = [];
  for (const [field, value] of Object.entries(fields)) {
    if (!value) details.push({ field, message: 'is required' });
  }
  if (fields.status && !statuses.includes(fields.status)) {
    details.push({ field: 'status', message: `must be one of ${statuses.join(', ')}` });
  }
  const image = form.get('image');
  return { fields, details, image, hasImage: form.has('image') };
}

function imageUrl(file: File, title: string, category: string): string {
  // In the browser a blob: URL shows the real photo; under Jest a drawn placeholder will do.
  try {
    if (typeof URL.createObjectURL === 'function') return URL.createObjectURL(file);
  } catch {
    /* fall through */
  }
  return pictureFor(title, category);
}

function categoryRef(name: string) {
  const known = adminDb.categories.find((c) => c.name.toLowerCase() === name.toLowerCase());
  return known
    ? { _id: known._id, name: known.name }
    : { _id: `cat-${name.toLowerCase().replace(/\W+/g, '-')}`, name };
}

/** A non-empty uploaded file (duck-typed: under Jest the File class differs between realms). */
const asFile = (value: FormDataEntryValue | null): File | null =>
  value && typeof value !== 'string' && value.size > 0 ? value : null;

const isAdmin = (user: User) => user.role === 'admin';

export const itemsHandlers: HttpHandler[] = [
  http.get(apiPath('/search/items/search'), ({ request }) => {
    const url = new URL(request.url);
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const status = url.searchParams.get('status');
    const list = mockDb.items
      .filter((i) => i.isActive)
      .filter((i) => !status || i.status === status)
      .filter(
        (i) =>
          !search ||
          [i.reference, i.title, i.description, i.category.name, i.location].some((text) =>
            text.toLowerCase().includes(search),
          ),
      )
      .sort(newestFirst);
    const { page, pagination } = paginate(list, url, 8);
    return HttpResponse.json({ items: page, pagination });
  }),

  http.post(apiPath('/items'), async ({ request }) => {
    const user = caller(request);
    if (!user) return unauthorized();
    const { fields, details, image } = await readItemForm(request, ['Lost', 'Found']);
    if (details.length) return fail(400, 'Validation failed', 'VALIDATION_ERROR', details);
    const file = asFile(image);
    if (file && !file.type.startsWith('image/')) {
      return fail(415, 'Only image files are allowed', 'UNSUPPORTED_MEDIA_TYPE');
    }
    const picture = file ? imageUrl(file, fields.title, fields.category) : null;
    const now = new Date().toISOString();
    const item: Item = {
      _id: `item-${Date.now().toString(36)}`,
      ...fields,
      category: categoryRef(fields.category),
      image: picture,
      thumbnail: picture,
      createdAt: now,
      updatedAt: now,
      postedBy: { _id: user._id, name: user.name },
      keeperId: null,
      keeperName: null,
      claimedById: null,
      claimedByName: null,
      isActive: true,
      reference: `LF-2026-${String(mockDb.items.length + 1).padStart(5, '0')}`,
      questions: [],
    };
    mockDb.items.unshift(item);
    return HttpResponse.json({ message: 'Item created successfully', item }, { status: 201 });
  }),

  http.get(apiPath('/items/:id'), ({ request, params }) => {
    const item = findItem(String(params.id));
    // The storage place only for those the server tells (docs/product.md#references-storage-and-custody).
    if (!item) return notFound();
    const user = caller(request);
    return HttpResponse.json({
      item: { ...itemFor(item, user), myClaim: myClaimFor(item._id, user) },
    });
  }),

  http.put(apiPath('/items/:id'), async ({ request, params }) => {
    const user = caller(request);
    if (!user) return unauthorized();
    const item = findItem(String(params.id));
    if (!item) return notFound();
    if (item.postedBy._id !== user._id && !isAdmin(user)) {
      return forbidden('Only the poster can edit this item');
    }
    const { fields, details, image, hasImage } = await readItemForm(request, STATUSES);
    if (details.length) return fail(400, 'Validation failed', 'VALIDATION_ERROR', details);
    const file = asFile(image);
    if (file && !file.type.startsWith('image/')) {
      return fail(415, 'Only image files are allowed', 'UNSUPPORTED_MEDIA_TYPE');
    }
    Object.assign(item, fields, {
      category: categoryRef(fields.category),
      updatedAt: new Date().toISOString(),
    });
    if (file) item.image = item.thumbnail = imageUrl(file, item.title, item.category.name);
    else if (hasImage) item.image = item.thumbnail = null; // empty value removes the photo
    return HttpResponse.json({ message: 'Item updated successfully', item });
  }),

  http.delete(apiPath('/items/:id'), ({ request, params }) => {
    const user = caller(request);
    if (!user) return unauthorized();
    const item = findItem(String(params.id));
    if (!item) return notFound();
    if (item.postedBy._id !== user._id && !isAdmin(user)) {
      return forbidden('Only the poster can delete this item');
    }
    item.isActive = false;
    return HttpResponse.json({ message: 'Item deleted successfully' });
  }),

  http.post(apiPath('/items/:id/claim'), ({ request, params }) => {
    const user = caller(request);
    if (!user) return unauthorized();
    const item = findItem(String(params.id));
    if (!item) return notFound();
    if (item.postedBy._id === user._id) return forbidden('You cannot claim your own item');
    if (item.claimedById || !['Lost', 'Found'].includes(item.status)) {
      return conflict('This item has already been claimed');
    }
    Object.assign(item, {
      status: 'Claimed',
      claimedById: user._id,
      claimedByName: user.name,
      updatedAt: new Date().toISOString(),
    });
    return HttpResponse.json({ message: 'Item claimed successfully', item });
  }),

  http.post(apiPath('/items/:id/assign-keeper'), async ({ request, params }) => {
    const user = caller(request);
    if (!user) return unauthorized();
    const item = findItem(String(params.id));
    if (!item) return notFound();
    const body = (await request.json().catch(() => ({}))) as { keeperId?: string };
    const keeper = isAdmin(user)
      ? mockPeople.find((p) => p._id === body.keeperId && p.role === 'keeper')
      : user.role === 'keeper' && (!body.keeperId || body.keeperId === user._id)
        ? user
        : undefined;
    if (!keeper) return forbidden('Only a keeper may assign themself to an item');
    if (item.keeperId && !isAdmin(user)) return conflict('This item already has a keeper');
    Object.assign(item, { keeperId: keeper._id, keeperName: keeper.name });
    return HttpResponse.json({ message: 'Keeper assigned successfully', item });
  }),

  http.post(apiPath('/items/:id/generate-otp'), ({ request, params }) => {
    const user = caller(request);
    if (!user) return unauthorized();
    const item = findItem(String(params.id));
    if (!item) return notFound();
    if (item.postedBy._id !== user._id && item.keeperId !== user._id) {
      return forbidden('Only the poster or assigned keeper can generate OTP.');
    }
    if (item.status !== 'Claimed') return conflict('Only a claimed item has a hand-over code');
    const otp = String(Math.floor(100000 + Math.random() * 900000));
    const expiresAt = new Date(Date.now() + 15 * 60 * 1000).toISOString();
    mockDb.otps.set(item._id, { otp, expiresAt });
    return HttpResponse.json({ message: 'OTP generated successfully', otp, expiresAt });
  }),

  http.post(apiPath('/items/:id/verify-otp'), async ({ request, params }) => {
    const user = caller(request);
    if (!user) return unauthorized();
    const item = findItem(String(params.id));
    if (!item) return notFound();
    if (item.claimedById !== user._id) return forbidden('Only the claimant can confirm the return');
    const body = (await request.json().catch(() => ({}))) as { otp?: string };
    if (!/^[0-9]{6}$/.test(body.otp ?? '')) {
      return fail(400, 'Validation failed', 'VALIDATION_ERROR', [
        { field: 'otp', message: 'must be 6 digits' },
      ]);
    }
    const code = mockDb.otps.get(item._id);
    if (item.status !== 'Claimed' || !code) return conflict('No hand-over code has been generated');
    if (code.otp !== body.otp || code.expiresAt < new Date().toISOString()) {
      return fail(400, 'Invalid or expired OTP', 'BAD_REQUEST');
    }
    mockDb.otps.delete(item._id);
    Object.assign(item, { status: 'Returned', updatedAt: new Date().toISOString() });
    return HttpResponse.json({ message: 'Item marked as returned', item });
  }),
];
