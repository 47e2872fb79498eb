import type { Db } from '../../db';

/**
 * The names of a page of audit targets, one query per kind of target (never one per row):
 * display reads of the owners' tables (docs/architecture.md#module-map). A target that is gone
 * is simply missing from its map.
 */
export type AuditTargetNames = {
  users: Map<string, { name: string; email: string }>;
  items: Map<string, { title: string; refNo: number | null; createdAt: string }>;
  /** Categories, places and desks: their name. */
  named: Map<string, string>;
};

export async function auditTargetNames(
  db: Db,
  targets: { type: string; id: string }[],
): Promise<AuditTargetNames> {
  const idsOf = (...types: string[]) => [
    ...new Set(targets.filter((t) => types.includes(t.type)).map((t) => t.id)),
  ];
  const userIds = idsOf('user', 'account');
  const itemIds = idsOf('item');
  const categoryIds = idsOf('category');
  const placeIds = idsOf('place');
  const deskIds = idsOf('desk');
  const [users, items, categories, places, desks] = await Promise.all([
    userIds.length
      ? db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', userIds).execute()
      : [],
    itemIds.length
      ? db
          .selectFrom('items')
          .select(['id', 'title', 'ref_no', 'created_at'])
          .where('id', 'in', itemIds)
          .execute()
      : [],
    categoryIds.length
      ? db.selectFrom('categories').select(['id', 'name']).where('id', 'in', categoryIds).execute()
      : [],
    placeIds.length
      ? db.selectFrom('places').select(['id', 'name']).where('id', 'in', placeIds).execute()
      : [],
    deskIds.length
      ? db.selectFrom('desks').select(['id', 'name']).where('id', 'in', deskIds).execute()
      : [],
  ]);
  return {
    users: new Map(users.map((u) => [u.id, { name: u.name, email: u.email }])),
    items: new Map(
      items.map((i) => [
        i.id,
        {
          title: i.title,
          refNo: i.ref_no === null ? null : Number(i.ref_no),
          createdAt: i.created_at,
        },
      ]),
    ),
    named: new Map([...categories, ...places, ...desks].map((r) => [r.id, r.name])),
  };
}
