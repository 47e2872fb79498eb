import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath } from '../apiPath';
import { baselineBody } from '../contract';
import { pictureFor, world } from '../world';
import { body, caller, find, maybeCaller, pageOf, ref } from './common';
import type { Claim, Item, ItemEvent, OwnershipQuestion, User } from '../../api/enhancedApi';

/*
 * Items, their matches and the office's side of them, on the world's items: each call stores
 * what it sends and answers the stored item. Who may do it, and what the server refuses, is
 * not decided here (a test sets a refusal up with server.use).
 */

/** An item of the world that has not been deleted or deactivated. */
const live = (id: unknown) =>
  find(
    world.items.filter((item) => item.isActive),
    id,
  );

const now = () => new Date().toISOString();

/** The item changed, with `changes` and a newer updatedAt; `event` goes on its history. */
function change(item: Item, changes: Partial<Item>, event?: [ItemEvent['action'], User, string?]) {
  Object.assign(item, changes, { updatedAt: now() });
  if (event) {
    const [action, actor, details = ''] = event;
    historyOf(item).push({ at: item.updatedAt, actor: ref(actor), action, details });
  }
  return item;
}

const historyOf = (item: Item) =>
  (world.history[item._id] ??= [
    { at: item.createdAt, actor: item.postedBy, action: 'posted', details: '' },
  ]);

/** Claimed → Returned, by the caller (the claimant with the code, or staff at the counter). */
const handedOver = (request: Request, id: unknown, details?: string) =>
  change(live(id), { status: 'Returned', returnedAt: now() }, [
    'returned',
    caller(request),
    details,
  ]);

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

const itemMessage = (message: string, item: Item, status = 200) =>
  HttpResponse.json({ message, item }, { status });

/** The item form (multipart): its fields, and the photo (a File; '' removes it). */
async function readForm(request: Request): Promise<Partial<Item>> {
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
  http.get(apiPath('/search/items/search'), ({ request }) => {
    const { rows, pagination } = pageOf(
      world.items.filter((i) => i.isActive),
      request,
      { limit: 8 },
    );
    return HttpResponse.json({ items: rows, pagination });
  }),

  // The contract's least item (no keeper, no claimant, no photo), with what the form sent.
  http.post(apiPath('/items'), async ({ request }) => {
    const n = world.items.length + 1;
    const item: Item = {
      ...(baselineBody('createItem') as { item: Item }).item,
      ...(await readForm(request)),
      _id: `item-${Date.now().toString(36)}-${n}`,
      reference: `LF-2026-${String(n).padStart(5, '0')}`,
      postedBy: ref(caller(request)),
      createdAt: now(),
      updatedAt: now(),
      isActive: true,
    };
    world.items.unshift(item);
    return itemMessage('Item created.', item, 201);
  }),

  http.get(apiPath('/items/:id'), ({ request, params }) => {
    const user = maybeCaller(request);
    // An inactive item (deleted, disposed of, a report no longer looked for) for its poster and admins.
    const item = find(
      world.items.filter(
        (i) => i.isActive || i.postedBy._id === user?._id || user?.role === 'admin',
      ),
      params.id,
    );
    // The caller's own latest claim on it (item reads carry it as myClaim).
    const mine = world.claims.filter((c) => c.itemId === item._id && c.claimant._id === user?._id);
    const claim = mine.at(-1);
    // The walk-in finder is for keepers and admins only: anyone else's answer has no `finder`.
    const { finder: _finder, ...shown } = item;
    const staff = user?.role === 'keeper' || user?.role === 'admin';
    return HttpResponse.json({
      item: {
        ...(staff ? item : shown),
        myClaim: claim ? { _id: claim._id, status: claim.status } : null,
      },
    });
  }),

  http.put(apiPath('/items/:id'), async ({ request, params }) => {
    const item = live(params.id);
    return itemMessage('Item updated.', change(item, await readForm(request)));
  }),

  http.delete(apiPath('/items/:id'), ({ params }) => {
    live(params.id).isActive = false;
    return HttpResponse.json({ message: 'Item deleted.' });
  }),

  // With answers (an item with ownership questions) the claim waits for review; without, it is made.
  http.post(apiPath('/items/:id/claim'), async ({ request, params }) => {
    const user = caller(request);
    const item = live(params.id);
    const { answers } = await body<{ answers?: string[] }>(request);
    if (!answers?.length) {
      const claimed = {
        status: 'Claimed',
        claimedById: user._id,
        claimedByName: user.name,
      } as const;
      return itemMessage('Item claimed.', change(item, claimed, ['claimed', user]));
    }
    const claim: Claim = {
      _id: `claim-${world.claims.length + 1}`,
      itemId: item._id,
      claimant: ref(user),
      answers,
      status: 'pending',
      createdAt: now(),
      decidedAt: null,
    };
    world.claims.push(claim);
    return HttpResponse.json(
      { message: 'Claim sent: the finder will review your answers.', claim },
      { status: 202 },
    );
  }),

  // Withdrawn or released: a pending claim of the caller ends, else the item is open again (the
  // world does not keep the status before a claim: Found, as most claimed items were).
  http.post(apiPath('/items/:id/claim/withdraw'), ({ request, params }) => {
    const user = caller(request);
    const item = live(params.id);
    const pending = world.claims.find(
      (c) => c.itemId === item._id && c.claimant._id === user._id && c.status === 'pending',
    );
    if (pending) Object.assign(pending, { status: 'withdrawn', decidedAt: now() });
    const open = { status: 'Found', claimedById: null, claimedByName: null } as const;
    return itemMessage(
      'Claim withdrawn.',
      change(item, pending ? {} : open, ['claim-withdrawn', user]),
    );
  }),

  http.post(apiPath('/items/:id/claim/release'), async ({ request, params }) => {
    const { reason } = await body<{ reason: string }>(request);
    const open = { status: 'Found', claimedById: null, claimedByName: null } as const;
    return itemMessage(
      'Claim released.',
      change(live(params.id), open, ['claim-released', caller(request), reason]),
    );
  }),

  http.post(apiPath('/items/:id/assign-keeper'), async ({ request, params }) => {
    const user = caller(request);
    const { keeperId = user._id, keeperName } = await body(request);
    const keeper = find(world.people, keeperId, 'User');
    const assigned = { keeperId: keeper._id, keeperName: keeperName || keeper.name };
    return itemMessage(
      'Keeper assigned.',
      change(live(params.id), assigned, ['keeper-assigned', user, keeper.name]),
    );
  }),

  http.post(apiPath('/items/:id/generate-otp'), ({ params }) => {
    const otp = (world.otps[live(params.id)._id] = String(
      100000 + Math.floor(Math.random() * 900000),
    ));
    const expiresAt = new Date(Date.now() + 15 * 60_000).toISOString();
    return HttpResponse.json({ message: 'Code generated.', otp, expiresAt });
  }),

  http.post(apiPath('/items/:id/verify-otp'), ({ request, params }) =>
    itemMessage('Item returned.', handedOver(request, params.id)),
  ),

  // At the counter (docs/product.md#counter-hand-over): the same change, by the staff.
  http.post(apiPath('/items/:id/handover/staff'), async ({ request, params }) => {
    const { checked } = await body<{ checked: string }>(request);
    const details = `Checked at the counter: ${checked.trim()}`;
    return itemMessage('Handed over.', handedOver(request, params.id, details));
  }),

  http.post(apiPath('/items/:id/handover/counter-code'), ({ request, params }) =>
    itemMessage('Item returned.', handedOver(request, params.id, 'Code typed at the counter')),
  ),

  // "Was this your lost report?" (docs/product.md#closing-a-lost-report): the server's pairs.
  http.get(apiPath('/items/:id/close-prompt'), ({ request, params }) =>
    HttpResponse.json({ pairs: closePairs(find(world.items, params.id), caller(request)._id) }),
  ),

  http.get(apiPath('/items/:id/matches'), ({ params }) => {
    const matches = (world.matches[live(params.id)._id] ?? [])
      .filter((match) => !match.dismissed)
      .map(({ itemId, score, reasons }) => ({ item: find(world.items, itemId), score, reasons }));
    return HttpResponse.json({ matches });
  }),

  http.post(apiPath('/items/:id/matches/:matchId/dismiss'), ({ params }) => {
    const match = world.matches[String(params.id)]?.find((m) => m.itemId === params.matchId);
    if (match) match.dismissed = true;
    return HttpResponse.json({ message: 'Match hidden.' });
  }),

  http.get(apiPath('/items/:id/questions'), ({ params }) =>
    HttpResponse.json({ questions: world.questions[live(params.id)._id] ?? [] }),
  ),

  http.put(apiPath('/items/:id/questions'), async ({ request, params }) => {
    const item = live(params.id);
    const { questions } = await body<{ questions: OwnershipQuestion[] }>(request);
    world.questions[item._id] = questions;
    const texts = questions.map((q) => q.question);
    return itemMessage(
      'Ownership questions saved.',
      change(item, { questions: texts }, ['questions-set', caller(request)]),
    );
  }),

  http.get(apiPath('/items/:id/claims'), ({ params }) => {
    const claims = world.claims.filter((c) => c.itemId === params.id);
    return HttpResponse.json({
      claims: claims.sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    });
  }),

  http.post(apiPath('/items/:id/claims/:claimId/approve'), ({ request, params }) => {
    const claim = Object.assign(find(world.claims, params.claimId, 'Claim'), {
      status: 'approved',
      decidedAt: now(),
    });
    const claimed = {
      status: 'Claimed',
      claimedById: claim.claimant._id,
      claimedByName: claim.claimant.name,
    } as const;
    return itemMessage(
      'Claim approved.',
      change(live(params.id), claimed, ['claim-approved', caller(request), claim.claimant.name]),
    );
  }),

  http.post(apiPath('/items/:id/claims/:claimId/decline'), ({ params }) => {
    const claim = Object.assign(find(world.claims, params.claimId, 'Claim'), {
      status: 'declined',
      decidedAt: now(),
    });
    return HttpResponse.json({ message: 'Claim declined.', claim });
  }),

  http.put(apiPath('/items/:id/storage'), async ({ request, params }) => {
    const place = String((await body(request)).storageLocation ?? '').trim();
    const item = change(find(world.items, params.id), { storageLocation: place || null }, [
      'stored',
      caller(request),
      place,
    ]);
    return itemMessage(place ? 'Storage place saved.' : 'Storage place cleared.', item);
  }),

  http.get(apiPath('/items/:id/history'), ({ params }) =>
    HttpResponse.json({ events: historyOf(find(world.items, params.id)) }),
  ),

  http.post(apiPath('/items/:id/dispose'), async ({ request, params }) => {
    const { method = 'donated', note = '' } = await body(request);
    const disposal = { method: method as 'donated', at: now(), note: note.trim() || null };
    const details = [method, note.trim()].filter(Boolean).join(': ');
    const item = change(live(params.id), { isActive: false, disposal }, [
      'disposed',
      caller(request),
      details,
    ]);
    return itemMessage('Item disposed of.', item);
  }),

  http.get(apiPath('/admin/disposal-due'), ({ request }) => {
    const due = world.due.flatMap((id) => world.items.filter((i) => i._id === id && i.isActive));
    const day = 86_400_000;
    const rows = due.map((item) => {
      const retentionDays =
        world.categories.find((c) => c._id === item.category._id)?.retentionDays ?? 90;
      const posted = Date.parse(item.createdAt);
      const dueSince = new Date(posted + retentionDays * day).toISOString();
      return { item, ageDays: Math.floor((Date.now() - posted) / day), retentionDays, dueSince };
    });
    const { rows: page, pagination } = pageOf(rows, request, { sortBy: '' });
    return HttpResponse.json({ items: page, pagination });
  }),
];
