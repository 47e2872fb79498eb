import { writeUnique } from '../../db/errors';
import { conflict, forbidden, notFound } from '../../errors';
import { newId, nowIso } from '../../lib/ids';
import { auditedWrites, changedFields } from '../audit';
import { isStaff, type AuthUser } from '../auth';
import { storageOf, toDesk, toDeskDetail } from './deskDto';
import {
  NAME_TAKEN,
  STILL_HOLDS,
  cleanDesk,
  refuseNonKeepers,
  refuseTakenName,
  type DeskBody,
} from './deskRules';
import * as repo from './repository';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { DeskRow } from './repository';

/** Everyone: each desk's name, place, hours and contact, by name. */
export async function listDesks(ctx: AppContext) {
  return { desks: (await repo.listDeskRows(ctx.db)).map(toDesk) };
}

/** Keepers and admins: every desk with its keepers, storage places and items in custody. */
export async function listOfficeDesks(ctx: AppContext, user: AuthUser) {
  if (!isStaff(user)) {
    throw forbidden('Only keepers and admins can see the desks.');
  }
  const [rows, keepers, counts] = await Promise.all([
    repo.listDeskRows(ctx.db),
    repo.keeperRows(ctx.db),
    repo.custodyCounts(ctx.db),
  ]);
  const keepersOf = new Map<string, { _id: string; name: string }[]>();
  for (const k of keepers) {
    const list = keepersOf.get(k.desk_id) ?? [];
    list.push({ _id: k.id, name: k.name });
    keepersOf.set(k.desk_id, list);
  }
  return {
    desks: rows.map((row) =>
      toDeskDetail(row, keepersOf.get(row.id) ?? [], counts.get(row.id) ?? 0, user.userId),
    ),
  };
}

export async function createDesk(ctx: AppContext, actor: AuthUser, body: DeskBody) {
  const desk = cleanDesk(body);
  refuseTakenName(desk.name, await repo.listDeskRows(ctx.db));
  refuseNonKeepers(desk.keeperIds, await repo.activeKeeperIds(ctx.db, desk.keeperIds));
  const now = nowIso();
  const id = newId();
  const change = { actorId: actor.userId, action: 'desk.create', id, after: auditView(desk) };
  await writeUnique(NAME_TAKEN(desk.name), () =>
    writeDesk(ctx.db, change, async (trx) => {
      await repo.insertDesk(trx, { id, ...fieldsOf(desk, now), created_at: now });
      await repo.replaceKeepers(trx, id, desk.keeperIds);
    }),
  );
  return { message: 'Desk created successfully.', desk: await detailOf(ctx.db, id, actor) };
}

/** Replaces the details, keepers and storage places; the audit entry holds what changed. */
export async function updateDesk(ctx: AppContext, actor: AuthUser, id: string, body: DeskBody) {
  const current = await repo.findDesk(ctx.db, id);
  if (!current) throw notFound('Desk not found.');
  const desk = cleanDesk(body);
  refuseTakenName(
    desk.name,
    (await repo.listDeskRows(ctx.db)).filter((d) => d.id !== id),
  );
  refuseNonKeepers(desk.keeperIds, await repo.activeKeeperIds(ctx.db, desk.keeperIds));
  const changed = changedFields(auditView(await asBody(ctx.db, current)), auditView(desk));
  const change = { actorId: actor.userId, action: 'desk.update', id, ...changed };
  const now = nowIso();
  await writeUnique(NAME_TAKEN(desk.name), () =>
    writeDesk(ctx.db, change, async (trx) => {
      await repo.updateDesk(trx, id, fieldsOf(desk, now));
      await repo.replaceKeepers(trx, id, desk.keeperIds);
    }),
  );
  return { message: 'Desk updated successfully.', desk: await detailOf(ctx.db, id, actor) };
}

/** Refused while items in custody are at the desk (docs/product.md#desks). */
export async function deleteDesk(ctx: AppContext, actor: AuthUser, id: string) {
  const current = await repo.findDesk(ctx.db, id);
  if (!current) throw notFound('Desk not found.');
  const held = (await repo.custodyCounts(ctx.db, id)).get(id) ?? 0;
  if (held > 0) throw conflict(STILL_HOLDS(held));
  const desk = await detailOf(ctx.db, id, actor);
  const before = auditView(await asBody(ctx.db, current));
  await writeDesk(ctx.db, { actorId: actor.userId, action: 'desk.delete', id, before }, (trx) =>
    repo.deleteDesk(trx, id),
  );
  return { message: 'Desk deleted successfully.', desk };
}

const fieldsOf = (desk: DeskBody, now: string) => ({
  name: desk.name,
  place: desk.place,
  hours: desk.hours,
  contact: desk.contact,
  storage_json: JSON.stringify(desk.storagePlaces),
  updated_at: now,
});

/** What the audit log keeps of a desk: its fields, keeper ids (never names) and storage places. */
const auditView = (desk: DeskBody) => ({
  name: desk.name,
  place: desk.place,
  hours: desk.hours,
  contact: desk.contact,
  keeperIds: [...desk.keeperIds].sort(),
  storagePlaces: desk.storagePlaces,
});

async function asBody(db: Db, row: DeskRow): Promise<DeskBody> {
  const keepers = await repo.keeperRows(db, row.id);
  return { ...toDesk(row), keeperIds: keepers.map((k) => k.id), storagePlaces: storageOf(row) };
}

async function detailOf(db: Db, id: string, viewer: AuthUser) {
  const row = await repo.findDesk(db, id);
  if (!row) throw notFound('Desk not found.');
  const [keepers, counts] = await Promise.all([
    repo.keeperRows(db, id),
    repo.custodyCounts(db, id),
  ]);
  return toDeskDetail(
    row,
    keepers.map((k) => ({ _id: k.id, name: k.name })),
    counts.get(id) ?? 0,
    viewer.userId,
  );
}

const writeDesk = auditedWrites('desk');
