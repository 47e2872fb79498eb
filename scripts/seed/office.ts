import { newId } from '../../server/lib/ids';
import { takeRefNos } from '../../server/modules/items/repository';
import { CONVERSATIONS, EMAILS, ITEMS, NAMES, type Who } from './officeWorld';
import type { DeskKey, SeededDesk } from './desks';
import type { Db } from '../../server/db';
import type { ItemsTable } from '../../server/db/types';

/*
 * The office's demo world (docs/product.md#office): Found items in custody at the desks, walk-in
 * items, ownership questions with pending claims, Claimed items waiting for the hand-over, items
 * past their category's retention, Returned and disposed items spread over the year, with the
 * history, notifications and conversations those steps leave behind. Fixed data, with times
 * relative to the run, so every run builds the same world.
 */

type Event = { at: number; actor: string | null; action: string; details: string };
type Notice = {
  user: string;
  message: string;
  at: number;
  itemId: string;
  link: string;
  type?: 'message';
  unread?: boolean;
};

/** Whether the office world is there already: one of its items at one of the demo desks. */
export async function officeSeeded(db: Db, desks: Map<DeskKey, SeededDesk>): Promise<boolean> {
  const ids = [...desks.values()].map((d) => d.id);
  const row = await db
    .selectFrom('items')
    .select('id')
    .where('desk_id', 'in', ids)
    .where(
      'title',
      'in',
      ITEMS.map((i) => i.title),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function seedOffice(
  db: Db,
  categories: Map<string, string>,
  users: Map<string, string>,
  desks: Map<DeskKey, SeededDesk>,
): Promise<void> {
  const nowMs = Date.now();
  const iso = (daysAgo: number) => new Date(nowMs - Math.round(daysAgo * 86_400_000)).toISOString();
  const id = (who: Who) => users.get(EMAILS[who]) as string;
  const itemIds = new Map<string, string>();
  const notices: Notice[] = [];
  const itemLink = (itemId: string) => `/items/${itemId}`;
  let claims = 0;

  // Oldest first, so references follow the posting order among these items.
  for (const spec of [...ITEMS].sort((a, b) => b.ago - a.ago)) {
    const itemId = newId();
    itemIds.set(spec.key, itemId);
    const desk = desks.get(spec.desk) as SeededDesk;
    const keeper = id(spec.keeper);
    const walkIn = typeof spec.by === 'object' ? spec.by : null;
    const poster = walkIn ? keeper : id(spec.by as Who);
    const events: Event[] = [];
    const event = (at: number, actor: string | null, action: string, details = '') =>
      events.push({ at, actor, action, details });
    const notify = (user: string, message: string, at: number) =>
      notices.push({ user, message, at, itemId, link: itemLink(itemId) });

    event(spec.ago, poster, 'posted', 'Found');
    if (walkIn) {
      event(spec.ago - 0.002, keeper, 'handed-in', `Handed in at the ${desk.name}`);
    } else {
      event(spec.ago - 0.1, id('admin'), 'keeper-assigned', NAMES[spec.keeper]);
      event(spec.ago - 0.15, keeper, 'moved', desk.name);
    }
    event(spec.ago - 0.16, keeper, 'stored', spec.shelf);
    if (spec.questions) {
      const n = spec.questions.length;
      event(
        spec.ago - 0.17,
        walkIn ? keeper : poster,
        'questions-set',
        `${n} ownership question${n === 1 ? '' : 's'} set`,
      );
    }
    // Printed once the item was stored.
    const labelled = spec.labelled === undefined ? null : Math.min(spec.labelled, spec.ago - 0.2);
    if (labelled !== null) event(labelled, keeper, 'labelled');

    let claimant: Who | null = null;
    let claimedAt: number | null = null;
    const reviewers = [...new Set([poster, keeper])];
    for (const claim of spec.claims ?? []) {
      const who = NAMES[claim.by];
      event(claim.ago, id(claim.by), 'claim-submitted', `Claim by ${who}, waiting for review`);
      for (const r of reviewers) {
        notify(
          r,
          `${who} claimed "${spec.title}" and answered its questions: review the claim.`,
          claim.ago,
        );
      }
      if (claim.status === 'pending') continue;
      const at = claim.decidedAgo as number;
      event(at, keeper, `claim-${claim.status}`, `Claim by ${who} ${claim.status}`);
      if (claim.status === 'approved') {
        claimant = claim.by;
        claimedAt = at;
        notify(
          id(claim.by),
          `Your claim on "${spec.title}" was approved. Arrange the hand-over with the finder.`,
          at,
        );
        if (poster !== keeper) {
          notify(poster, `${NAMES[spec.keeper]} approved ${who}'s claim on "${spec.title}".`, at);
        }
      } else {
        notify(id(claim.by), `Your claim on "${spec.title}" was declined.`, at);
      }
    }
    if (spec.claimed) {
      claimant = spec.claimed.by;
      claimedAt = spec.claimed.ago;
      event(claimedAt, id(claimant), 'claimed', `Claimed by ${NAMES[claimant]}`);
      notify(poster, `${NAMES[claimant]} claimed your item "${spec.title}".`, claimedAt);
    }
    const returnedAgo = spec.returnedAfter !== undefined ? spec.ago - spec.returnedAfter : null;
    const codeAt = returnedAgo !== null ? returnedAgo + 0.005 : spec.code;
    if (claimant && codeAt !== undefined) {
      event(codeAt, keeper, 'code-generated');
      notify(
        id(claimant),
        `A hand-over code was generated for "${spec.title}". Ask the person handing it over for the code.`,
        codeAt,
      );
    }
    if (claimant && returnedAgo !== null) {
      event(returnedAgo, id(claimant), 'returned');
      for (const r of reviewers) {
        notify(r, `"${spec.title}" was handed over and marked as Returned.`, returnedAgo);
      }
    }
    const disposedAgo = spec.disposed ? spec.ago - spec.disposed.after : null;
    if (spec.disposed && disposedAgo !== null) {
      const { method, note } = spec.disposed;
      event(disposedAgo, keeper, 'disposed', note ? `${method}: ${note}` : method);
    }

    const status: ItemsTable['status'] =
      returnedAgo !== null ? 'Returned' : claimant ? 'Claimed' : 'Found';
    const lastAt = Math.min(...events.map((e) => e.at));
    await db
      .insertInto('items')
      .values({
        id: itemId,
        title: spec.title,
        description: spec.description,
        status,
        category_id: categories.get(spec.category) as string,
        location: spec.location,
        image_key: null,
        posted_by_id: poster,
        keeper_id: keeper,
        claimed_by_id: claimant ? id(claimant) : null,
        claimed_from_status: claimant ? 'Found' : null,
        is_active: spec.disposed ? 0 : 1,
        created_at: iso(spec.ago),
        updated_at: iso(lastAt),
        returned_at: returnedAgo !== null ? iso(returnedAgo) : null,
        ref_no: await takeRefNos(db),
        ownership_json: JSON.stringify(
          (spec.questions ?? []).map(([question, expectedAnswer]) => ({
            question,
            expectedAnswer,
          })),
        ),
        storage_location: spec.shelf,
        desk_id: desk.id,
        labelled_at: labelled !== null ? iso(labelled) : null,
        finder_name: walkIn?.finder ?? null,
        finder_contact: walkIn?.contact ?? null,
        ...(spec.disposed && disposedAgo !== null
          ? {
              disposal_method: spec.disposed.method,
              disposal_note: spec.disposed.note,
              disposed_at: iso(disposedAgo),
            }
          : {}),
      })
      .execute();
    // In the order they happened: the history reads them by insertion order.
    for (const e of events.sort((a, b) => b.at - a.at)) {
      await db
        .insertInto('item_events')
        .values({
          item_id: itemId,
          actor_id: e.actor,
          action: e.action,
          details: e.details,
          created_at: iso(e.at),
        })
        .execute();
    }
    for (const claim of spec.claims ?? []) {
      claims++;
      await db
        .insertInto('item_claims')
        .values({
          id: newId(),
          item_id: itemId,
          claimant_id: id(claim.by),
          answers_json: JSON.stringify(claim.answers),
          status: claim.status,
          created_at: iso(claim.ago),
          decided_at: claim.decidedAgo !== undefined ? iso(claim.decidedAgo) : null,
          decided_by_id: claim.status === 'pending' ? null : keeper,
        })
        .execute();
    }
  }

  for (const c of CONVERSATIONS) {
    const itemId = itemIds.get(c.item) as string;
    const item = await db
      .selectFrom('items')
      .select(['posted_by_id', 'title'])
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    const conversationId = newId();
    const [, lastText, lastAgo] = c.messages[c.messages.length - 1];
    await db
      .insertInto('conversations')
      .values({
        id: conversationId,
        item_id: itemId,
        starter_id: id(c.starter),
        last_message_content: lastText,
        last_message_at: iso(lastAgo),
        created_at: iso(c.messages[0][2]),
        updated_at: iso(lastAgo),
      })
      .execute();
    await db
      .insertInto('conversation_participants')
      .values([
        { conversation_id: conversationId, user_id: id(c.starter) },
        { conversation_id: conversationId, user_id: item.posted_by_id },
      ])
      .execute();
    for (const [n, [sender, content, ago]] of c.messages.entries()) {
      const unread = c.unread && n === c.messages.length - 1;
      await db
        .insertInto('messages')
        .values({
          id: newId(),
          conversation_id: conversationId,
          sender_id: id(sender),
          content,
          is_read: unread ? 0 : 1,
          created_at: iso(ago),
        })
        .execute();
      const receiver = sender === c.starter ? item.posted_by_id : id(c.starter);
      notices.push({
        user: receiver,
        message: `New message from ${NAMES[sender]} about "${item.title}"`,
        at: ago,
        itemId,
        type: 'message',
        link: `/messages/${conversationId}`,
        unread,
      });
    }
  }

  // Notifications newer than two days are still unread; a message's is read once its message is.
  for (const n of notices.sort((a, b) => b.at - a.at)) {
    const unread = n.type === 'message' ? n.unread : n.at < 2;
    await db
      .insertInto('notifications')
      .values({
        id: newId(),
        user_id: n.user,
        message: n.message,
        type: n.type ?? 'item',
        item_id: n.itemId,
        link: n.link,
        is_read: unread ? 0 : 1,
        created_at: iso(n.at),
      })
      .execute();
  }
  console.log(
    `Office: ${ITEMS.length} items at ${desks.size} desks, ${claims} claims, ` +
      `${CONVERSATIONS.length} conversations, ${notices.length} notifications.`,
  );
}
