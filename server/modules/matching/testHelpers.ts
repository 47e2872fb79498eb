import fs from 'node:fs/promises';
import path from 'node:path';
import { auth, multipart, type TestUser } from '../../test/fixtures';
import type { Mail } from '../../mail/mailer';
import type { TestApp } from '../../test/testApp';
import type { FastifyInstance } from 'fastify';

/** The matching tests' reports: the same bottle, described by its owner and by its finder. */
export const lostBottle = {
  title: 'Blue Hydro Flask water bottle',
  description:
    '32 oz Hydro Flask, navy blue, with a mountain sticker on the side and a dent on the bottom.',
  category: 'Water Bottles',
  status: 'Lost',
  location: 'Campus gym',
};
export const foundBottle = {
  title: 'Found a navy insulated flask',
  description:
    'Dark blue metal Hydro Flask bottle with a sticker of mountains, dented at the base.',
  category: 'Water Bottles',
  status: 'Found',
  location: 'Gym locker room',
};
export const foundUmbrella = {
  title: 'Red umbrella',
  description: 'A folding umbrella with a wooden handle, left on a bench.',
  category: 'Other',
  status: 'Found',
  location: 'Bus stop by the library',
};

/** Posts (or, with `id`, edits) an item through the API; answers the item's id. */
export async function saveItem(
  app: FastifyInstance,
  user: TestUser,
  fields: Record<string, string>,
  id?: string,
): Promise<string> {
  const form = multipart(fields);
  const res = await app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/v1/items/${id}` : '/api/v1/items',
    payload: form.payload,
    headers: { ...form.headers, ...auth(user) },
  });
  if (res.statusCode !== (id ? 200 : 201)) throw new Error(`item not saved: ${res.body}`);
  return res.json().item._id;
}

/** Every mail in the file outbox to `to`, oldest first. */
export async function mailsTo(t: TestApp, to: string): Promise<Mail[]> {
  const outbox = path.join(t.config.dataDir, 'outbox');
  const files = (await fs.readdir(outbox).catch(() => [] as string[])).filter((f) =>
    f.endsWith('.json'),
  );
  const mails: Mail[] = [];
  for (const f of files.sort()) {
    const mail = JSON.parse(await fs.readFile(path.join(outbox, f), 'utf8')) as Mail;
    if (mail.to === to) mails.push(mail);
  }
  return mails;
}

/** The `match` notifications of a user, newest first. */
export async function matchNotifications(app: FastifyInstance, user: TestUser) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/notifications?limit=50',
    headers: auth(user),
  });
  const rows = res.json().data.notifications as {
    _id: string;
    type: string;
    message: string;
    itemId: string | null;
    link: string | null;
  }[];
  return rows.filter((n) => n.type === 'match');
}
