import { baselineBody } from '../contract';
import { pad, pictureFor, world } from '../world';
import { body, caller, del, find, get, json, listed, now, post, put, ref, said } from './common';
import type { HttpHandler } from 'msw';
import type { Claim, Item, ItemEvent, OwnershipQuestion, User } from '../../api/enhancedApi';

/*
 * Items, their matches and the office's side of them, on the world's items: each call stores
 * what it sends and answers the stored item. Who may do it, and what the server refuses, is
 * not decided here (a test sets a refusal up with server.use).
 */

/** An item of the world that has not been deleted or deactivated. */
const isActive = (item: Item) => item.isActive;
const live = (id: unknown) => find(world.items.filter(isActive), id);

const historyOf = (item: Item) =>
  (world.history[item._id] ??= [
    { at: item.createdAt, actor: item.postedBy, action: 'posted', details: '' },
  ]);

type HistoryEvent = readonly [ItemEvent['action'], User, string?];

/** The item changed, with `changes` and a newer updatedAt; `event` goes on its history. */
function change(item: Item, changes: Partial<Item>, event?: HistoryEvent) {
  Object.assign(item, changes, { updatedAt: now() });
  if (event) {
    const [action, actor, details = ''] = event;
    historyOf(item).push({ at: item.updatedAt, actor: ref(actor), action, details });
  }
  return item;
}

const itemMessage = (message: string, item: Item, status = 200) => said(message, { item }, status);

const RETURNED = 'Item returned.';
/** Claimed → Returned, by the caller (the claimant with the code, or staff at the counter). */
const handedOver = (request: Request, id: unknown, message: string, details?: string) => {
  const event = ['returned', caller(request), details] as const;
  return itemMessage(message, change(live(id), { status: 'Returned', returnedAt: now() }, event));
};

/** Back to Found (the world does not keep the status before a claim: Found, as most were). */
const reopened = { status: 'Found', claimedById: null, claimedByName: null } as const;
const claimedBy = (user: { _id: string; name: string }) =>
  ({ status: 'Claimed', claimedById: user._id, claimedByName: user.name }) as const;

const link = ({ _id, reference, title, status }: Item) => ({ _id, reference, title, status });

/**
 * The server's close prompt: a report open of `userId`'s and an item Returned to them (not
 * theirs) that could be one another: matched (not "Not mine"), or of one category with the
 * report posted before the return. On the Found item, or on the report.
 */
function closePairs(item: Item, userId: string) {
  const openReport = (r: Item) =>
    r.postedBy._id === userId && r.status === 'Lost' && r.isActive && !r.closedAs;
  const returnedTo = (f: Item) =>
    f.claimedById === userId && f.postedBy._id !== userId && f.status === 'Returned';
  const couldBe = (report: Item, found: Item) =>
    (world.matches[report._id] ?? []).some((m) => m.itemId === found._id && !m.dismissed) ||
    (report.category._id === found.category._id &&
      !!found.returnedAt &&
      report.createdAt < found.returnedAt);
  const pairs = returnedTo(item)
    ? world.items.filter(openReport).map((report) => ({ report, found: item }))
    : openReport(item)
      ? world.items.filter(returnedTo).map((found) => ({ report: item, found }))
      : [];
  // Oldest report first, then oldest return, as the server sends them.
  const order = (p: { report: Item; found: Item }) =>
    p.report.createdAt + (p.found.returnedAt ?? '');
  return pairs
    .filter((p) => couldBe(p.report, p.found))
    .sort((a, b) => order(a).localeCompare(order(b)))
    .map((p) => ({ report: link(p.report), found: link(p.found) }));
}

/** An inactive item (deleted, disposed of, a report no longer looked for): its poster and admins. */
const opens = (item: Item, user: User | null) =>
  item.isActive || item.postedBy._id === user?._id || user?.role === 'admin';

/**
 * The item as `user` reads it: their own latest claim on it, the walk-in finder for keepers and
 * admins only, and the Lost report it was posted for only where they could open that report
 * (docs/product.md#i-found-this).
 */
function readBy(item: Item, user: User | null) {
  const mine = (c: Claim) => c.itemId === item._id && c.claimant._id === user?._id;
  const claim = world.claims.filter(mine).at(-1);
  const { finder: _finder, ...shown } = item;
  const staff = user?.role === 'keeper' || user?.role === 'admin';
  const report = item.foundFor && world.items.find((i) => i._id === item.foundFor?._id);
  return {
    ...(staff ? item : shown),
    myClaim: claim ? { _id: claim._id, status: claim.status } : null,
    ...(item.foundFor ? { foundFor: report && opens(report, user) ? link(report) : null } : {}),
  };
}

/** The item form (multipart): its fields, and the photo (a File; '' removes it). */
type Form = Omit<Partial<Item>, 'foundFor'> & { foundFor?: string };

async function readForm(request: Request): Promise<Form> {
  const form = await request.formData();
  const text = (key: string) => String(form.get(key) ?? '').trim();
  const name = text('category');
  const category = world.categories.find((c) => c.name === name) ?? { _id: `cat-${name}`, name };
  const fields = {
    title: text('title'),
    description: text('description'),
    status: text('status') as Item['status'],
    location: text('location'),
    category: { _id: category._id, name: category.name },
    ...(text('foundFor') ? { foundFor: text('foundFor') } : {}),
  };
  const photo = form.get('image');
  if (photo === null) return fields;
  // In the browser a blob: URL shows the real photo; under Jest a drawn one will do.
  const url =
    typeof photo === 'string' || photo.size === 0
      ? null
      : (URL.createObjectURL?.(photo) ?? pictureFor(fields.title, name));
  return { ...fields, image: url, thumbnail: url };
}

export const itemHandlers: HttpHandler[] = [
  get('/search/items/search', ({ request }) =>
    listed('items', world.items.filter(isActive), request, { limit: 8 }),
  ),

  // The contract's least item (no keeper, no claimant, no photo), with what the form sent; "I
  // found this" (`foundFor`) links the Lost report, as both histories say.
  post('/items', async ({ request }) => {
    const n = world.items.length + 1;
    const { foundFor, ...sent } = await readForm(request);
    const user = caller(request);
    const report = world.items.find((i) => foundFor && i._id === foundFor);
    const item: Item = {
      ...(baselineBody('createItem') as { item: Item }).item,
      ...sent,
      ...{ _id: `item-${Date.now().toString(36)}-${n}`, reference: `LF-2026-${pad(n, 5)}` },
      ...{ postedBy: ref(user), createdAt: now(), updatedAt: now(), isActive: true },
      ...(report ? { foundFor: link(report) } : {}),
    };
    world.items.unshift(item);
    if (report) {
      change(item, {}, ['found-for', user, 'Posted for the lost report']);
      change(report, {}, ['found-for', user, 'Someone posted a Found item for it']);
    }
    return itemMessage('Item created.', item, 201);
  }),

  get('/items/:id', ({ request, params }) => {
    const user = request.headers.has('Authorization') ? caller(request) : null;
    const readable = world.items.filter((i) => opens(i, user));
    return json({ item: readBy(find(readable, params.id), user) });
  }),

  put('/items/:id', async ({ request, params }) => {
    const { foundFor: _kept, ...sent } = await readForm(request);
    return itemMessage('Item updated.', change(live(params.id), sent));
  }),

  del('/items/:id', ({ params }) => {
    live(params.id).isActive = false;
    return said('Item deleted.');
  }),

  // With answers (an item with ownership questions) the claim waits for review; without, it is made.
  post('/items/:id/claim', async ({ request, params }) => {
    const user = caller(request);
    const item = live(params.id);
    const { answers } = await body<{ answers?: string[] }>(request);
    if (!answers?.length)
      return itemMessage('Item claimed.', change(item, claimedBy(user), ['claimed', user]));
    const sent = { _id: `claim-${world.claims.length + 1}`, itemId: item._id, claimant: ref(user) };
    const claim: Claim = { ...sent, answers, status: 'pending', createdAt: now(), decidedAt: null };
    world.claims.push(claim);
    return said('Claim sent: the finder will review your answers.', { claim }, 202);
  }),

  // Withdrawn or released: a pending claim of the caller ends, else the item is open again.
  post('/items/:id/claim/withdraw', ({ request, params }) => {
    const user = caller(request);
    const item = live(params.id);
    const pending = world.claims.find(
      (c) => c.itemId === item._id && c.claimant._id === user._id && c.status === 'pending',
    );
    if (pending) Object.assign(pending, { status: 'withdrawn', decidedAt: now() });
    const changes = pending ? {} : reopened;
    return itemMessage('Claim withdrawn.', change(item, changes, ['claim-withdrawn', user]));
  }),

  post('/items/:id/claim/release', async ({ request, params }) => {
    const { reason } = await body<{ reason: string }>(request);
    const event = ['claim-released', caller(request), reason] as const;
    return itemMessage('Claim released.', change(live(params.id), reopened, event));
  }),

  post('/items/:id/assign-keeper', async ({ request, params }) => {
    const user = caller(request);
    const { keeperId = user._id, keeperName } = await body(request);
    const keeper = find(world.people, keeperId, 'User');
    const assigned = { keeperId: keeper._id, keeperName: keeperName || keeper.name };
    const event = ['keeper-assigned', user, keeper.name] as const;
    return itemMessage('Keeper assigned.', change(live(params.id), assigned, event));
  }),

  post('/items/:id/generate-otp', ({ params }) => {
    const otp = String(100000 + Math.floor(Math.random() * 900000));
    world.otps[live(params.id)._id] = otp;
    const expiresAt = new Date(Date.now() + 15 * 60_000).toISOString();
    return said('Code generated.', { otp, expiresAt });
  }),

  post('/items/:id/verify-otp', ({ request, params }) => handedOver(request, params.id, RETURNED)),

  // At the counter (docs/product.md#counter-hand-over): the same change, by the staff.
  post('/items/:id/handover/staff', async ({ request, params }) => {
    const { checked } = await body<{ checked: string }>(request);
    const details = `Checked at the counter: ${checked.trim()}`;
    return handedOver(request, params.id, 'Handed over.', details);
  }),

  post('/items/:id/handover/counter-code', ({ request, params }) =>
    handedOver(request, params.id, RETURNED, 'Code typed at the counter'),
  ),

  // "Was this your lost report?" (docs/product.md#closing-a-lost-report): the server's pairs.
  get('/items/:id/close-prompt', ({ request, params }) =>
    json({ pairs: closePairs(find(world.items, params.id), caller(request)._id) }),
  ),

  get('/items/:id/matches', ({ params }) => {
    const matches = (world.matches[live(params.id)._id] ?? [])
      .filter((match) => !match.dismissed)
      .map(({ itemId, score, reasons }) => ({ item: find(world.items, itemId), score, reasons }));
    return json({ matches });
  }),

  post('/items/:id/matches/:matchId/dismiss', ({ params }) => {
    const match = world.matches[String(params.id)]?.find((m) => m.itemId === params.matchId);
    if (match) match.dismissed = true;
    return said('Match hidden.');
  }),

  get('/items/:id/questions', ({ params }) =>
    json({ questions: world.questions[live(params.id)._id] ?? [] }),
  ),

  put('/items/:id/questions', async ({ request, params }) => {
    const item = live(params.id);
    const { questions } = await body<{ questions: OwnershipQuestion[] }>(request);
    world.questions[item._id] = questions;
    const changes = { questions: questions.map((q) => q.question) };
    const saved = change(item, changes, ['questions-set', caller(request)]);
    return itemMessage('Ownership questions saved.', saved);
  }),

  get('/items/:id/claims', ({ params }) => {
    const claims = world.claims.filter((c) => c.itemId === params.id);
    return json({ claims: claims.sort((a, b) => b.createdAt.localeCompare(a.createdAt)) });
  }),

  post('/items/:id/claims/:claimId/approve', ({ request, params }) => {
    const claim = find(world.claims, params.claimId, 'Claim');
    Object.assign(claim, { status: 'approved', decidedAt: now() });
    const event = ['claim-approved', caller(request), claim.claimant.name] as const;
    const item = change(live(params.id), claimedBy(claim.claimant), event);
    return itemMessage('Claim approved.', item);
  }),

  post('/items/:id/claims/:claimId/decline', ({ params }) => {
    const claim = find(world.claims, params.claimId, 'Claim');
    Object.assign(claim, { status: 'declined', decidedAt: now() });
    return said('Claim declined.', { claim });
  }),

  put('/items/:id/storage', async ({ request, params }) => {
    const place = String((await body(request)).storageLocation ?? '').trim();
    const event = ['stored', caller(request), place] as const;
    const item = change(find(world.items, params.id), { storageLocation: place || null }, event);
    return itemMessage(place ? 'Storage place saved.' : 'Storage place cleared.', item);
  }),

  get('/items/:id/history', ({ params }) =>
    json({ events: historyOf(find(world.items, params.id)) }),
  ),

  post('/items/:id/dispose', async ({ request, params }) => {
    const { method = 'donated', note = '' } = await body(request);
    const disposal = { method: method as 'donated', at: now(), note: note.trim() || null };
    const details = [method, note.trim()].filter(Boolean).join(': ');
    const event = ['disposed', caller(request), details] as const;
    const item = change(live(params.id), { isActive: false, disposal }, event);
    return itemMessage('Item disposed of.', item);
  }),

  get('/admin/disposal-due', ({ request }) => {
    const day = 86_400_000;
    const due = world.due.flatMap((id) => world.items.filter((i) => i._id === id && i.isActive));
    const rows = due.map((item) => {
      const retentionDays =
        world.categories.find((c) => c._id === item.category._id)?.retentionDays ?? 90;
      const posted = Date.parse(item.createdAt);
      const dueSince = new Date(posted + retentionDays * day).toISOString();
      return { item, ageDays: Math.floor((Date.now() - posted) / day), retentionDays, dueSince };
    });
    return listed('items', rows, request, { sortBy: '' });
  }),
];
