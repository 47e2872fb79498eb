import fs from 'node:fs/promises';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/testApp';
import {
  type TestUser,
  auth,
  createCast,
  createCategory,
  createDesk,
  createUser,
  multipart,
  postItemAction,
  sendItemForm,
} from '../../../test/fixtures';
import { handedInFor } from './intakeRecord';

jest.setTimeout(60_000);

const form = {
  title: 'Green umbrella',
  description: 'Folding umbrella with a bamboo handle',
  category: 'Umbrellas',
  location: 'Sports hall',
};

/** docs/product.md#walk-in-intake: the finder is the office's to know, and may be told once. */
describe('items: the walk-in finder (box, history per reader, one notice on return)', () => {
  let t: TestApp;
  let keeper: TestUser;
  let otherKeeper: TestUser;
  let admin: TestUser;
  let claimant: TestUser;
  let stranger: TestUser;
  let library: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ keeper, otherKeeper, admin, claimant, stranger } = await createCast(t));
    await createCategory(t, { name: 'Umbrellas' });
    library = await createDesk(t, 'Library desk', [keeper.id]);
  });
  afterAll(async () => {
    await t.close();
  });

  const intake = async (fields: Record<string, string>) => {
    const m = multipart({ ...form, deskId: library, ...fields });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/office/intake',
      payload: m.payload,
      headers: { ...m.headers, ...auth(keeper) },
    });
    expect(res.statusCode).toBe(201);
    return res.json().item as { _id: string; reference: string };
  };
  const read = async (id: string, user?: TestUser) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/items/${id}`,
        headers: user ? auth(user) : {},
      })
    ).json().item;
  const handedIn = async (id: string, user: TestUser) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${id}/history`,
      headers: auth(user),
    });
    expect(res.statusCode).toBe(200);
    const events = res.json().events as { action: string; details: string }[];
    return events.find((e) => e.action === 'handed-in')?.details;
  };
  /** Claimed by the claimant, the keeper makes the code, the claimant types it. */
  const handOver = async (id: string) => {
    expect((await postItemAction(t, `${id}/claim`, claimant)).statusCode).toBe(200);
    const code = await postItemAction(t, `${id}/generate-otp`, keeper);
    expect(code.statusCode).toBe(200);
    const done = await postItemAction(t, `${id}/verify-otp`, claimant, { otp: code.json().otp });
    expect(done.statusCode).toBe(200);
    await t.app.ctx.worker.idle();
  };
  /** Every outbox mail to an address, oldest first. */
  const mailsTo = async (address: string) => {
    const outbox = path.join(t.config.dataDir, 'outbox');
    const files = (await fs.readdir(outbox).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.json'))
      .sort();
    const mails = await Promise.all(
      files.map(async (f) => JSON.parse(await fs.readFile(path.join(outbox, f), 'utf8'))),
    );
    return mails.filter((m: { to: string }) => m.to === address) as {
      subject: string;
      text: string;
      html: string;
    }[];
  };

  it('shows keepers and admins the finder box; nobody else gets the field', async () => {
    const item = await intake({
      finderName: 'Fay Finder',
      finderContact: 'fay@campus.test',
      notifyFinder: 'true',
    });
    for (const user of [keeper, otherKeeper, admin]) {
      expect((await read(item._id, user)).finder).toEqual({
        name: 'Fay Finder',
        contact: 'fay@campus.test',
        notifyOnReturn: true,
        notifiedAt: null,
      });
    }
    for (const user of [claimant, stranger, undefined]) {
      const seen = await read(item._id, user);
      expect(seen).not.toHaveProperty('finder');
      expect(JSON.stringify(seen)).not.toContain('Fay');
    }
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/items/search?q=${encodeURIComponent(item.reference)}`,
      headers: auth(keeper),
    });
    expect(search.body).not.toContain('fay@campus.test');
  });

  it('reads the history per reader: the name for staff, the desk for everyone else', async () => {
    const item = await intake({ finderName: 'Fay Finder', finderContact: '0123 456 789' });
    expect(await handedIn(item._id, keeper)).toBe('Handed in by Fay Finder at the Library desk');
    expect(await handedIn(item._id, admin)).toBe('Handed in by Fay Finder at the Library desk');
    // The claimant reads the item's history too, never the finder's name.
    expect((await postItemAction(t, `${item._id}/claim`, claimant)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${item._id}/history`,
      headers: auth(claimant),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Fay');
    expect(await handedIn(item._id, claimant)).toBe('Handed in at the Library desk');
    // What the database keeps is the sentence everyone reads.
    const stored = await t.app.ctx.db
      .selectFrom('item_events')
      .select('details')
      .where('item_id', '=', item._id)
      .where('action', '=', 'handed-in')
      .executeTakeFirstOrThrow();
    expect(stored.details).toBe('Handed in at the Library desk');

    const anonymous = await intake({});
    expect(await handedIn(anonymous._id, keeper)).toBe('Handed in at the Library desk');
  });

  it('never shows older stored words that named the finder', () => {
    expect(handedInFor('Handed in by Fay', 'Fay', false)).toBe('Handed in at the counter');
    expect(handedInFor('Handed in by Fay', 'Fay', true)).toBe('Handed in by Fay at the counter');
    expect(handedInFor('Handed in at the Library desk', null, true)).toBe(
      'Handed in at the Library desk',
    );
  });

  it('tells a finder who asked, once, by e-mail when it goes back to its owner', async () => {
    const item = await intake({
      finderName: 'Fred Finder',
      finderContact: ' Fred.Finder@Campus.test ',
      notifyFinder: 'true',
    });
    expect(await mailsTo('fred.finder@campus.test')).toEqual([]);
    await handOver(item._id);
    const mails = await mailsTo('fred.finder@campus.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Lost & Found: the item you handed in went back to its owner');
    expect(mails[0]!.text).toContain('Hello Fred Finder,');
    expect(mails[0]!.text).toContain(`"${form.title}" (${item.reference}) at the Library desk`);
    expect(mails[0]!.text).toMatch(/went back to its owner on \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    // The owner stays the office's to know.
    expect(mails[0]!.text).not.toContain(claimant.name);
    expect(mails[0]!.html).not.toContain(claimant.name);
    const { finder } = await read(item._id, keeper);
    expect(finder.notifyOnReturn).toBe(true);
    expect(finder.notifiedAt).toEqual(expect.any(String));

    // Re-opened (an edit back to Found clears the claimant) and handed over again: no second mail.
    const m = multipart({ ...form, status: 'Found' });
    const edit = await sendItemForm(t, keeper, m, 'PUT', `/api/v1/items/${item._id}`);
    expect(edit.statusCode).toBe(200);
    await handOver(item._id);
    expect(await mailsTo('fred.finder@campus.test')).toHaveLength(1);
  });

  it('tells nobody without the opt-in, or without an e-mail address', async () => {
    const quiet = await intake({ finderName: 'Quinn', finderContact: 'quinn@campus.test' });
    expect((await read(quiet._id, admin)).finder.notifyOnReturn).toBe(false);
    await handOver(quiet._id);
    expect(await mailsTo('quinn@campus.test')).toEqual([]);
    expect((await read(quiet._id, admin)).finder.notifiedAt).toBeNull();

    const phone = await intake({
      finderName: 'Pia',
      finderContact: '+44 20 7946 0000',
      notifyFinder: 'true',
    });
    // The opt-in is stored as asked; there is just no address to write to.
    expect((await read(phone._id, admin)).finder).toMatchObject({
      contact: '+44 20 7946 0000',
      notifyOnReturn: true,
    });
    await handOver(phone._id);
    const outbox = await fs.readdir(path.join(t.config.dataDir, 'outbox')).catch(() => []);
    const toPia = await Promise.all(
      outbox.map(async (f) => fs.readFile(path.join(t.config.dataDir, 'outbox', f), 'utf8')),
    );
    expect(toPia.filter((text) => text.includes('+44 20 7946 0000'))).toEqual([]);
    expect((await read(phone._id, admin)).finder.notifiedAt).toBeNull();
  });

  it('exports the opt-in to the finder, and keeps them out of the history after erasure', async () => {
    const fay = await createUser(t, { name: 'Fay Later', email: 'fay.later@campus.test' });
    const item = await intake({
      finderName: 'Fay Later',
      finderContact: 'FAY.LATER@campus.test',
      notifyFinder: 'true',
    });
    expect(await handedIn(item._id, keeper)).toBe('Handed in by Fay Later at the Library desk');
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/export',
      headers: auth(fay),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().handedInItems).toEqual([
      expect.objectContaining({
        id: item._id,
        finderName: 'Fay Later',
        notifyOnReturn: true,
        notifiedAt: null,
      }),
    ]);
    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${fay.id}/erase`,
      headers: auth(admin),
      payload: {},
    });
    expect(erased.statusCode).toBe(200);
    expect(await handedIn(item._id, keeper)).toBe('Handed in at the Library desk');
    expect((await read(item._id, keeper)).finder).toBeNull();
    // Handed over after the erasure: nobody is left to tell.
    await handOver(item._id);
    expect(await mailsTo('fay.later@campus.test')).toEqual([]);
  });
});
