import { errorBody } from '../apiPath';
import { baselineBody } from '../contract';
import { pad, world } from '../world';
import { body, caller, get, json, now, pageOf, post, ref, said } from './common';
import { MOCK_DESKS } from './desks';
import type { HttpHandler } from 'msw';
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

/** A queue row: no label printed, no claim waiting, no due date (a screen test sets those). */
const row = (item: Item): QueueItem => ({ item, labelledAt: null, pendingClaims: 0, dueAt: null });

const counted = (n: number, what: string) => `${n} ${n === 1 ? 'item' : 'items'} ${what}.`;

export const officeHandlers: HttpHandler[] = [
  get('/office/queue', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    const all = held().filter((item) => matches(item, q));
    const { rows, pagination } = pageOf(all, request, { limit: 20, order: 'asc' });
    const items = rows.map(row);
    const n = all.length;
    const counts = { all: n, mine: n, unlabelled: n, pendingClaims: 0 };
    return json({ items, counts: { ...counts, awaitingHandover: 0, dueSoon: 0 }, pagination });
  }),

  post('/office/intake', async ({ request }) => {
    const form = await request.formData();
    const text = (key: string) => String(form.get(key) ?? '').trim();
    const me = caller(request);
    const n = world.items.length + 1;
    const category = world.categories.find((c) => c.name === text('category'));
    // One JSON part, as the contract's `encoding` says; stored as setItemQuestions stores them.
    const questions = JSON.parse(text('ownershipQuestions') || '[]') as OwnershipQuestion[];
    const finder = { name: text('finderName') || null, contact: text('finderContact') || null };
    const item: Item = {
      ...(baselineBody('intakeItem') as { item: Item }).item,
      ...{ _id: `item-intake-${n}`, title: text('title'), description: text('description') },
      ...{ location: text('location'), status: 'Found', reference: `LF-2026-${pad(n, 5)}` },
      category: category ? { _id: category._id, name: category.name } : { _id: 'cat', name: '' },
      ...{
        postedBy: ref(me),
        keeperId: me._id,
        keeperName: me.name,
        desk: deskRef(text('deskId')),
      },
      storageLocation: text('storageLocation') || null,
      questions: questions.map((q) => q.question),
      finder: { ...finder, notifyOnReturn: text('notifyFinder') === 'true', notifiedAt: null },
      ...{ createdAt: now(), updatedAt: now(), isActive: true },
    };
    world.items.unshift(item);
    world.questions[item._id] = questions;
    return said('Walk-in item logged.', { item }, 201);
  }),

  post('/office/bulk/move', async ({ request }) => {
    type Move = { itemIds: string[]; deskId: string; storageLocation?: string };
    const { itemIds, deskId, storageLocation } = await body<Move>(request);
    for (const item of world.items.filter((i) => itemIds.includes(i._id))) {
      item.desk = deskRef(deskId);
      if (storageLocation !== undefined) item.storageLocation = storageLocation || null;
    }
    return said(counted(itemIds.length, 'moved'), { count: itemIds.length });
  }),

  post('/office/bulk/dispose', async ({ request }) => {
    const { itemIds } = await body<{ itemIds: string[] }>(request);
    // Only what the office holds (docs/product.md#the-keepers-queue): a user's own post is refused.
    const own = world.items.filter((i) => itemIds.includes(i._id) && !held().includes(i));
    if (own.length > 0) {
      const why = `Not in the office's custody: it is its poster's own post, and a bulk disposal would not tell them why.`;
      const details = own.map((i) => ({ field: i._id, message: `${i.reference}: ${why}` }));
      const all = `${details.length} of the selected items cannot be disposed of; nothing was disposed of.`;
      const message = details.length === 1 ? details[0]!.message : all;
      return json(errorBody(message, 'CONFLICT', details), { status: 409 });
    }
    for (const item of world.items.filter((i) => itemIds.includes(i._id))) item.isActive = false;
    const batchId = `batch-${Date.now().toString(36)}`;
    return said(counted(itemIds.length, 'disposed of'), { count: itemIds.length, batchId });
  }),
];
