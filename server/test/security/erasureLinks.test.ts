import { enqueue } from '../../jobs/enqueue';
import { notify } from '../../modules/notifications';
import { outboxTo, unsubscribeOf } from '../../modules/notifications/testHelpers';
import { createTestApp, type TestApp } from '../testApp';
import { createUser, type TestUser } from '../fixtures';

/**
 * After an erasure nothing mailed to the person works or still goes out
 * (docs/security.md#personal-data-deactivation-and-erasure), over real HTTP: an unsubscribe
 * link from before answers 400 and writes nothing, an old reset code and reset token are
 * refused, and the mail queued for them is dropped (only theirs: an address that contains
 * theirs, or an id that does, keeps its mail). RATE_LIMIT is off: the defence under test is
 * the erasure itself.
 */
describe('attack: using what an erased person was mailed', () => {
  let t: TestApp;
  let base: string;
  let admin: TestUser;
  let ann: TestUser;
  let joann: TestUser;
  let bob: TestUser;

  beforeEach(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
    base = await t.listen();
    admin = await createUser(t, { role: 'admin', name: 'Admin' });
    ann = await createUser(t, { name: 'Ann Links', email: 'ann.links@campus.test' });
    // Her address ends with Ann's whole address: it must keep its mail.
    joann = await createUser(t, { name: 'Joann', email: 'joann.links@campus.test' });
    bob = await createUser(t, { name: 'Bob' });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  const post = (path: string, body?: object, user?: TestUser) =>
    fetch(`${base}/api/v1${path}`, {
      method: 'POST',
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(user ? { authorization: user.token } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const db = () => t.app.ctx.db;
  const preferenceRows = (userId: string) =>
    db().selectFrom('email_preferences').selectAll().where('user_id', '=', userId).execute();
  const jobsFor = async (kind: string) =>
    (await db().selectFrom('jobs').select('payload').where('kind', '=', kind).execute()).map(
      (j) => JSON.parse(j.payload) as { userId?: string; mail?: { to: string; text: string } },
    );

  it('an unsubscribe link from before the erasure answers 400 and writes nothing', async () => {
    await notify(t.app.ctx, { userId: ann.id, message: 'Your item was claimed.', itemId: null });
    const [mail] = await outboxTo(t, ann.email);
    const { token } = unsubscribeOf(mail!);
    // The link worked while the account existed.
    expect((await post(`/email/unsubscribe?token=${encodeURIComponent(token)}`)).status).toBe(200);
    expect(await preferenceRows(ann.id)).toHaveLength(1);

    expect((await post(`/admin/users/${ann.id}/erase`, undefined, admin)).status).toBe(200);
    expect(await preferenceRows(ann.id)).toEqual([]);

    const after = await post(`/email/unsubscribe?token=${encodeURIComponent(token)}`, undefined);
    expect(after.status).toBe(400);
    expect(await after.json()).toMatchObject({ message: 'This unsubscribe link is not valid.' });
    expect(await preferenceRows(ann.id)).toEqual([]);
  });

  it('an old reset code and reset token are refused, and queued mail to her is not sent', async () => {
    // A reset token from before (she entered her code)...
    expect((await post('/auth/forgot-password', { email: ann.email })).status).toBe(200);
    const first = await t.mailedCode(ann.email);
    const verified = await post('/auth/verify-otp', { email: ann.email, otp: first });
    const { resetToken } = (await verified.json()) as { resetToken: string };
    expect(resetToken).toBeTruthy();

    // ...then the SMTP server goes away: a second code, Joann's code and a digest for Ann and
    // one for Bob wait in the queue.
    const send = jest.spyOn(t.app.ctx.mailer, 'send').mockRejectedValue(new Error('SMTP down'));
    // Past the re-send throttle of the first code.
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await db().updateTable('account_codes').set({ created_at: hourAgo }).execute();
    expect((await post('/auth/forgot-password', { email: ann.email })).status).toBe(200);
    expect((await post('/auth/forgot-password', { email: joann.email })).status).toBe(200);
    const digest = { subject: 'Your digest', text: 'Digest', html: '<p>Digest</p>', to: '' };
    const soon = new Date(Date.now() + 3_600_000);
    await enqueue(db(), 'send-mail', { userId: ann.id, mail: digest }, { runAt: soon });
    await enqueue(db(), 'send-mail', { userId: bob.id, mail: digest }, { runAt: soon });
    // An id that contains hers names nobody: it stays (and sends nothing).
    await enqueue(db(), 'send-mail', { userId: `${ann.id}x`, mail: digest }, { runAt: soon });
    await t.app.ctx.jobs.idle();
    await t.app.ctx.worker.idle();
    const queued = (await jobsFor('account-mail')).find((j) => j.mail?.to === ann.email);
    const second = /\b(\d{6})\b/.exec(queued?.mail?.text ?? '')?.[1];
    expect(second).toBeDefined();

    expect((await post(`/admin/users/${ann.id}/erase`, undefined, admin)).status).toBe(200);

    // Her queued mail is gone; the others' stays.
    expect((await jobsFor('account-mail')).map((j) => j.mail?.to)).toEqual([joann.email]);
    expect((await jobsFor('send-mail')).map((j) => j.userId).sort()).toEqual(
      [bob.id, `${ann.id}x`].sort(),
    );
    // Nothing she was sent still works, by her old address or the placeholder.
    for (const email of [ann.email, `deleted-${ann.id}@invalid`]) {
      const code = await post('/auth/verify-otp', { email, otp: second, purpose: 'reset' });
      expect(code.status).toBe(400);
      const reset = await post('/auth/reset-password', {
        email,
        newPassword: 'Another-password-42',
        resetToken,
      });
      expect(reset.status).toBe(400);
    }

    // The SMTP server is back and every job is due: Joann and Bob get theirs, Ann nothing more.
    send.mockRestore();
    const before = (await outboxTo(t, ann.email)).length;
    await db()
      .updateTable('jobs')
      .set({ run_at: new Date(0).toISOString() })
      .execute();
    await t.app.ctx.worker.idle();
    expect(await outboxTo(t, ann.email)).toHaveLength(before);
    expect(await outboxTo(t, `deleted-${ann.id}@invalid`)).toEqual([]);
    expect(await outboxTo(t, joann.email)).toHaveLength(1);
    expect(await outboxTo(t, bob.email)).toHaveLength(1);
  });

  it('her sign-in hand-offs, codes and e-mail changes are gone', async () => {
    const now = new Date().toISOString();
    const later = new Date(Date.now() + 60_000).toISOString();
    await db()
      .insertInto('oidc_handoffs')
      .values({ code_hash: 'hash-of-a-code', user_id: ann.id, expires_at: later })
      .execute();
    expect((await post('/auth/forgot-password', { email: ann.email })).status).toBe(200);
    await t.mailedCode(ann.email);
    await db()
      .insertInto('account_codes')
      .values({
        id: 'change-code',
        user_id: ann.id,
        purpose: 'email_change',
        code_hash: 'x',
        expires_at: later,
        consumed_at: null,
        created_at: now,
      })
      .execute();
    await db()
      .insertInto('email_changes')
      .values({
        user_id: ann.id,
        new_email: 'ann.new@campus.test',
        code_id: 'change-code',
        created_at: now,
      })
      .execute();

    expect((await post(`/admin/users/${ann.id}/erase`, undefined, admin)).status).toBe(200);
    for (const table of ['oidc_handoffs', 'account_codes', 'email_changes'] as const) {
      const rows = await db().selectFrom(table).select('user_id').where('user_id', '=', ann.id);
      expect({ table, rows: await rows.execute() }).toEqual({ table, rows: [] });
    }
  });
});
