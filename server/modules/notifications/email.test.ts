import { createTestApp, type TestApp } from '../../test/testApp';
import { createUser, type TestUser } from '../../test/fixtures';
import { api, makeConversation, makeItem } from '../../test/realtimeFixtures';
import { notify } from './notify';
import { outboxTo, runDigestNow, unsubscribeOf } from './testHelpers';
import type { Mail } from '../../mail/mailer';

/** docs/product.md#e-mail: notifications reach people by e-mail as each of them chose. */
describe('notification e-mail', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    base = t.config.publicUrl;
  });
  afterAll(() => t.close());

  const setPreferences = async (user: TestUser, prefs: Record<string, string>) => {
    const res = await api(t.app, 'PUT', '/users/me/email-preferences', user, {
      messages: 'digest',
      claims: 'instant',
      matches: 'instant',
      ...prefs,
    });
    expect(res.status).toBe(200);
  };
  const claim = async (claimant: TestUser, itemId: string) =>
    expect((await api(t.app, 'POST', `/items/${itemId}/claim`, claimant)).status).toBe(200);
  const send = async (from: TestUser, conversationId: string, content: string) =>
    expect(
      (await api(t.app, 'POST', `/messages/${conversationId}/messages`, from, { content })).status,
    ).toBe(201);
  /** Posts to the mail's List-Unsubscribe address, as a mail client (form) or the SPA (no body). */
  const oneClick = (mail: Mail, form: boolean) => {
    const address = new URL(unsubscribeOf(mail).oneClick);
    return t.app.inject({
      method: 'POST',
      url: address.pathname + address.search,
      ...(form
        ? {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'List-Unsubscribe=One-Click',
          }
        : {}),
    });
  };

  it('mails a claim to the poster at once: text and HTML, the link, one-click unsubscribe', async () => {
    const poster = await createUser(t, { name: 'Pat Poster' });
    const claimant = await createUser(t, { name: 'Alice' });
    const itemId = await makeItem(t.app.ctx.db, poster.id, { title: 'Black umbrella' });
    await claim(claimant, itemId);

    const [mail, ...more] = await outboxTo(t, poster.email);
    expect(more).toEqual([]);
    expect(await outboxTo(t, claimant.email)).toEqual([]);
    expect(mail.subject).toBe('Lost & Found: Alice claimed your item "Black umbrella".');
    expect(mail.text).toContain('Hello Pat Poster,');
    expect(mail.text).toContain(`${base}/items/${itemId}`);
    expect(mail.html).toContain(`href="${base}/items/${itemId}"`);
    expect(mail.html).toContain('Alice claimed your item &quot;Black umbrella&quot;.');

    // RFC 8058: the header names the API's one-click address, the body the SPA's page.
    const { token, oneClick: address } = unsubscribeOf(mail);
    expect(address).toBe(`${base}/api/v1/email/unsubscribe?token=${token}`);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`${base}/unsubscribe?token=${token}`);
    expect(mail.html).toContain(`href="${base}/unsubscribe?token=${token}"`);
    // The token names the user without showing who it is.
    expect(token).not.toContain(poster.id);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain(poster.id);

    // A mail client's one-click post turns claims off; the next claim notification is not mailed.
    const res = await oneClick(mail, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'claims' });
    const keeper = await createUser(t, { name: 'Kim Keeper', role: 'keeper' });
    const other = await makeItem(t.app.ctx.db, poster.id, { title: 'Green scarf' });
    expect((await api(t.app, 'POST', `/items/${other}/assign-keeper`, keeper, {})).status).toBe(
      200,
    );
    expect(await outboxTo(t, poster.email)).toHaveLength(1);
    // Still notified in the portal.
    const list = await api(t.app, 'GET', '/notifications', poster);
    expect(list.body.data.notifications[0].message).toContain('is now the keeper');
  });

  it('leaves messages for the daily digest: one mail listing the thread, then only news', async () => {
    const poster = await createUser(t, { name: 'Dana' });
    const bob = await createUser(t, { name: 'Bob' });
    const { conversationId } = await makeConversation(t.app, bob, poster);
    for (const text of ['hello', 'is it yours?', 'ping']) await send(bob, conversationId, text);
    expect(await outboxTo(t, poster.email)).toEqual([]);

    await runDigestNow(t);
    const [digest, ...more] = await outboxTo(t, poster.email);
    expect(more).toEqual([]);
    expect(digest.subject).toBe('Lost & Found: your daily digest (1 new notification)');
    expect(digest.text).toContain('3 new messages from Bob about "Black umbrella"');
    expect(digest.text).toContain(`${base}/messages/${conversationId}`);
    expect(digest.html).toContain(`href="${base}/messages/${conversationId}"`);
    expect(digest.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeOf(digest).oneClick).toMatch(`${base}/api/v1/email/unsubscribe?token=`);

    // Nothing new: no second digest.
    await runDigestNow(t);
    expect(await outboxTo(t, poster.email)).toHaveLength(1);

    // A new message in the still-unread thread puts it back in the next digest.
    await send(bob, conversationId, 'still there?');
    await runDigestNow(t);
    const digests = await outboxTo(t, poster.email);
    expect(digests).toHaveLength(2);
    expect(digests[1].text).toContain('4 new messages from Bob');

    // Read in the portal before the digest: left out.
    await send(bob, conversationId, 'hello again');
    expect((await api(t.app, 'PUT', '/notifications/read-all', poster)).status).toBe(200);
    await runDigestNow(t);
    expect(await outboxTo(t, poster.email)).toHaveLength(2);

    // The digest's unsubscribe, posted with no body as the SPA does: messages are not mailed.
    const res = await oneClick(digests[1], false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'messages' });
    await send(bob, conversationId, 'last one');
    await runDigestNow(t);
    expect(await outboxTo(t, poster.email)).toHaveLength(2);
  });

  it('one digest carries every kind set to digest, and its unsubscribe stops them all', async () => {
    const poster = await createUser(t, { name: 'Frank' });
    const claimant = await createUser(t, { name: 'Gina' });
    await setPreferences(poster, { claims: 'digest' });
    const itemId = await makeItem(t.app.ctx.db, poster.id, { title: 'Red bike lock' });
    await claim(claimant, itemId);
    const { conversationId } = await makeConversation(t.app, claimant, poster);
    await send(claimant, conversationId, 'I think it is mine');
    expect(await outboxTo(t, poster.email)).toEqual([]);

    await runDigestNow(t);
    const [digest] = await outboxTo(t, poster.email);
    expect(digest.subject).toContain('2 new notifications');
    expect(digest.text).toContain('Gina claimed your item "Red bike lock".');
    expect(digest.text).toContain('New message from Gina');
    expect(digest.text).toContain('new messages and claims and hand-overs');

    const res = await oneClick(digest, true);
    expect(res.json()).toMatchObject({ kind: 'messages' });
    const prefs = await api(t.app, 'GET', '/users/me/email-preferences', poster);
    expect(prefs.body).toEqual({
      messages: 'off',
      claims: 'off',
      matches: 'instant',
      matchDigest: true,
    });
  });

  it('sends nothing for a kind that is off, and keeps the notifications in the portal', async () => {
    const poster = await createUser(t, { name: 'Hana' });
    const claimant = await createUser(t, { name: 'Ivan' });
    await setPreferences(poster, { messages: 'off', claims: 'off', matches: 'off' });
    const itemId = await makeItem(t.app.ctx.db, poster.id);
    await claim(claimant, itemId);
    const { conversationId } = await makeConversation(t.app, claimant, poster);
    await send(claimant, conversationId, 'hi');
    await notify(t.app.ctx, {
      userId: poster.id,
      type: 'saved-search',
      message: 'New item for your saved search "umbrella": "Black umbrella"',
      itemId,
    });
    await runDigestNow(t);
    expect(await outboxTo(t, poster.email)).toEqual([]);
    const list = await api(t.app, 'GET', '/notifications', poster);
    expect(list.body.data.notifications).toHaveLength(3);
  });

  it('mails matches and saved-search alerts at once by default, and never other types', async () => {
    const user = await createUser(t, { name: 'Jo' });
    await notify(t.app.ctx, {
      userId: user.id,
      type: 'saved-search',
      message: 'New item for your saved search "keys": "Car keys"',
      itemId: 'i1',
    });
    await notify(t.app.ctx, { userId: user.id, type: 'info', message: 'Welcome!' });
    const mails = await outboxTo(t, user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Lost & Found: New item for your saved search "keys": "Car keys"',
    ]);
    expect(mails[0].text).toContain(`${base}/items/i1`);
  });

  it('instant messages: one mail per unread thread, not one per message', async () => {
    const poster = await createUser(t, { name: 'Kai' });
    const sender = await createUser(t, { name: 'Lea' });
    await setPreferences(poster, { messages: 'instant' });
    const { conversationId } = await makeConversation(t.app, sender, poster);
    for (const text of ['one', 'two', 'three']) await send(sender, conversationId, text);
    const mails = await outboxTo(t, poster.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`${base}/messages/${conversationId}`);

    expect((await api(t.app, 'PUT', '/notifications/read-all', poster)).status).toBe(200);
    await send(sender, conversationId, 'four');
    expect(await outboxTo(t, poster.email)).toHaveLength(2);
  });

  it('mails neither a deactivated account nor an address that was never verified', async () => {
    const claimant = await createUser(t);
    for (const who of [{ isActive: false }, { isVerified: false }]) {
      const poster = await createUser(t, who);
      await claim(claimant, await makeItem(t.app.ctx.db, poster.id));
      const { conversationId } = await makeConversation(t.app, claimant, poster);
      await send(claimant, conversationId, 'hello');
      await runDigestNow(t);
      expect(await outboxTo(t, poster.email)).toEqual([]);
    }
  });
});
