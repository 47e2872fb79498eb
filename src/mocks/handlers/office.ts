import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, errorBody } from '../apiPath';
import { baselineBody } from '../contract';
import { world } from '../world';
import { body, caller, ref } from './common';
import { MOCK_DESKS } from './desks';
import type { Item, OwnershipQuestion, QueueItem } from '../../api/enhancedApi';

/**
 * The keeper's queue, walk-in intake and bulk actions (docs/product.md#desks-and-the-queue).
 * The queue lists the world's Found and Claimed items held by a keeper or a desk, whatever the
 * view (which items a view holds is the server's rule); screen tests set views up themselves.
 */
const held = () =>
  world.items.filter(
    (i) => i.isActive && (i.status === 'Found' || i.status === 'Claimed') && (i.keeperId || i.desk),
  );

/** The search box as the server reads it: a whole reference, else every word in the title. */
const matches = (item: Item, q: string) => {
  const text = q.trim().toLowerCase();
  if (/^lf-\d{4}-\d{5,9}$/.test(text)) return item.reference.toLowerCase() === text;
  return text.split(/\s+/).every((word) => item.title.toLowerCase().includes(word));
};

const deskRef = (id: string) => {
  const desk = MOCK_DESKS.find((d) => d._id === id);
  return desk ? { _id: desk._id, name: desk.name, place: desk.place, hours: desk.hours } : null;
};

const counted = (n: number, what: string) => `${n} ${n === 1 ? 'item' : 'items'} ${what}.`;

export const officeHandlers: HttpHandler[] = [
  http.get(apiPath('/office/queue'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const limit = Number(query.get('limit')) || 20;
    const page = Number(query.get('page')) || 1;
    const q = query.get('q') ?? '';
    const rows = held()
      .filter((item) => matches(item, q))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const items: QueueItem[] = rows.slice((page - 1) * limit, page * limit).map((item) => ({
      item,
      labelledAt: null,
      pendingClaims: 0,
      dueAt: null,
    }));
    const n = rows.length;
    return HttpResponse.json({
      items,
      counts: { all: n, mine: n, unlabelled: n, pendingClaims: 0, awaitingHandover: 0, dueSoon: 0 },
      pagination: {
        currentPage: page,
        totalPages: Math.max(1, Math.ceil(n / limit)),
        totalResults: n,
        limit,
      },
    });
  }),

  http.post(apiPath('/office/intake'), async ({ request }) => {
    const form = await request.formData();
    const text = (key: string) => String(form.get(key) ?? '').trim();
    const me = caller(request);
    const n = world.items.length + 1;
    const category = world.categories.find((c) => c.name === text('category'));
    // One JSON part, as the contract's `encoding` says; stored as setItemQuestions stores them.
    const questions = JSON.parse(text('ownershipQuestions') || '[]') as OwnershipQuestion[];
    const item: Item = {
      ...(baselineBody('intakeItem') as { item: Item }).item,
      _id: `item-intake-${n}`,
      title: text('title'),
      description: text('description'),
      location: text('location'),
      status: 'Found',
      category: category ? { _id: category._id, name: category.name } : { _id: 'cat', name: '' },
      reference: `LF-2026-${String(n).padStart(5, '0')}`,
      postedBy: ref(me),
      keeperId: me._id,
      keeperName: me.name,
      desk: deskRef(text('deskId')),
      storageLocation: text('storageLocation') || null,
      questions: questions.map((q) => q.question),
      finder: {
        name: text('finderName') || null,
        contact: text('finderContact') || null,
        notifyOnReturn: text('notifyFinder') === 'true',
        notifiedAt: null,
      },
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      isActive: true,
    };
    world.items.unshift(item);
    world.questions[item._id] = questions;
    return HttpResponse.json({ message: 'Walk-in item logged.', item }, { status: 201 });
  }),

  http.post(apiPath('/office/bulk/move'), async ({ request }) => {
    const { itemIds, deskId, storageLocation } = await body<{
      itemIds: string[];
      deskId: string;
      storageLocation?: string;
    }>(request);
    for (const item of world.items.filter((i) => itemIds.includes(i._id))) {
      item.desk = deskRef(deskId);
      if (storageLocation !== undefined) item.storageLocation = storageLocation || null;
    }
    return HttpResponse.json({ message: counted(itemIds.length, 'moved'), count: itemIds.length });
  }),

  http.post(apiPath('/office/bulk/dispose'), async ({ request }) => {
    const { itemIds } = await body<{ itemIds: string[] }>(request);
    // Only what the office holds (docs/product.md#the-keepers-queue): a user's own post is refused.
    const own = world.items.filter((i) => itemIds.includes(i._id) && !held().includes(i));
    if (own.length > 0) {
      const details = own.map((i) => ({
        field: i._id,
        message: `${i.reference}: Not in the office's custody: it is its poster's own post, and a bulk disposal would not tell them why.`,
      }));
      const message =
        details.length === 1
          ? details[0]!.message
          : `${details.length} of the selected items cannot be disposed of; nothing was disposed of.`;
      return HttpResponse.json(errorBody(message, 'CONFLICT', details), { status: 409 });
    }
    for (const item of world.items.filter((i) => itemIds.includes(i._id))) item.isActive = false;
    return HttpResponse.json({
      message: counted(itemIds.length, 'disposed of'),
      count: itemIds.length,
      batchId: `batch-${Date.now().toString(36)}`,
    });
  }),
];
