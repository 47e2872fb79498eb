import { emailKindOf, mailTargetFor, type EmailDelivery } from '../emailPreferences';
import type { Db } from '../../db';

/**
 * How a notification of this type reaches this user by e-mail right now (docs/product.md#e-mail):
 * its type gives the kind, the user's choice for that kind the delivery. Types without a kind,
 * a choice of `off`, deactivated accounts and unverified addresses: null, no mail at all.
 */
export async function deliveryFor(
  db: Db,
  userId: string,
  type: string,
): Promise<Exclude<EmailDelivery, 'off'> | null> {
  const kind = emailKindOf(type);
  const target = kind ? await mailTargetFor(db, userId) : undefined;
  const delivery = kind && target ? target.preferences[kind] : 'off';
  return delivery === 'off' ? null : delivery;
}
