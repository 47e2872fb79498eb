import { randomUUID } from 'node:crypto';
import { COLOURS, itemText, SEARCH_WORDS } from '../seedLarge';
import { postItem, printSheet, type Answer } from '../burst/posting';
import { browserAt } from './client';
import type { Seeded } from '../burst/seedBurst';

/** One request of the mix, named for the report. */
export type Action = { name: string; send: () => Promise<Answer> };

type User = { token: string; browser: ReturnType<typeof browserAt> };
type Conversation = { id: string; members: [User, User] };

/** A small deterministic generator, so two runs send the same mix. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * What campus users do, by share of requests: search and browse, open items, post (a quarter
 * with a photo), send messages in their conversations, read notifications, and now and then a
 * keeper prints a label (rarely a sheet). Requests are spread over the accounts, each from its
 * own address, so that none reaches its rate limits (server/rateLimits.ts) at the soak's pace.
 * Returns the next request to send, and `close` for the connections.
 */
export async function soakMix(url: string, seeded: Seeded, photo: Buffer) {
  const rand = random(22);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const users: User[] = seeded.accounts.map((a, i) => ({
    token: a.token,
    browser: browserAt(url, `127.0.0.${11 + i}`),
  }));
  const keeper: User = { token: seeded.keeper.token, browser: browserAt(url, '127.0.0.10') };
  const itemIds = [...seeded.itemIds];

  // Each account posts one item, and talks with the next account about it.
  const conversations: Conversation[] = [];
  for (let i = 0; i < users.length; i++) {
    const poster = users[i]!;
    const res = await fetch(`${url}/api/v1/items`, {
      method: 'POST',
      headers: { authorization: poster.token },
      body: toForm({ ...itemText(i), status: 'Found' }),
    });
    const itemId = ((await res.json()) as { item: { _id: string } }).item._id;
    const asker = users[(i + 1) % users.length]!;
    const opened = await fetch(`${url}/api/v1/conversations`, {
      method: 'POST',
      headers: { authorization: asker.token, 'content-type': 'application/json' },
      body: JSON.stringify({ itemId }),
    });
    const id = ((await opened.json()) as { conversation: { _id: string } }).conversation._id;
    conversations.push({ id, members: [asker, poster] });
  }

  let posted = 0;
  const actions: { share: number; make: () => Action }[] = [
    {
      share: 33,
      make: () => {
        const words = rand() < 0.15 ? '' : `${pick(COLOURS)} ${pick(SEARCH_WORDS)}`;
        const page = 1 + Math.floor(rand() * 3);
        const query = `page=${page}${words ? `&search=${encodeURIComponent(words)}` : ''}`;
        const user = pick(users);
        return {
          name: words ? 'search' : 'browse',
          send: () => user.browser.get(`/api/v1/search/items/search?${query}`, user.token),
        };
      },
    },
    {
      share: 30,
      make: () => {
        const id = pick(itemIds);
        const { browser } = pick(users);
        return { name: 'view item', send: () => browser.get(`/api/v1/items/${id}`) };
      },
    },
    {
      share: 10,
      make: () => {
        const n = posted++;
        const fields = { ...itemText(1000 + n), status: n % 2 ? 'Found' : 'Lost' } as const;
        const image = n % 4 === 0 ? photo : undefined;
        const { token } = pick(users);
        return {
          name: image ? 'post + photo' : 'post',
          send: () => postItem(url, token, fields, image),
        };
      },
    },
    {
      share: 20,
      make: () => {
        const c = pick(conversations);
        const sender = pick(c.members);
        const body = { content: `Is it still at the desk? ${randomUUID().slice(0, 8)}` };
        const path = `/api/v1/messages/${c.id}/messages`;
        return { name: 'message', send: () => sender.browser.postJson(path, sender.token, body) };
      },
    },
    {
      share: 4,
      make: () => {
        const user = pick(users);
        return {
          name: 'notifications',
          send: () => user.browser.get('/api/v1/notifications', user.token),
        };
      },
    },
    {
      share: 2.5,
      make: () => {
        const id = pick(itemIds);
        return {
          name: 'label',
          send: () => keeper.browser.get(`/api/v1/items/${id}/label`, keeper.token),
        };
      },
    },
    {
      share: 0.5,
      make: () => {
        const start = Math.floor(rand() * (itemIds.length - 24));
        const ids = itemIds.slice(start, start + 24);
        return { name: 'label sheet', send: () => printSheet(url, seeded.keeper.token, ids) };
      },
    },
  ];
  const total = actions.reduce((sum, a) => sum + a.share, 0);
  const next = (): Action => {
    let roll = rand() * total;
    for (const a of actions) {
      roll -= a.share;
      if (roll < 0) return a.make();
    }
    return actions[0]!.make();
  };
  const close = () => [...users, keeper].forEach((u) => u.browser.close());
  return { next, close };
}

function toForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}
