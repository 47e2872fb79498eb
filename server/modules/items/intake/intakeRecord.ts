import { recordItemEvent } from '../../itemHistory';
import type { Db } from '../../../db';

/** A Found item handed in at the counter (docs/product.md#walk-in-intake), already checked. */
export type Intake = {
  deskId: string;
  storageLocation: string | null;
  finderName: string | null;
  finderContact: string | null;
};

/** The item's columns an intake sets besides those of any post. */
export const intakeColumns = (intake: Intake) => ({
  desk_id: intake.deskId,
  storage_location: intake.storageLocation,
  finder_name: intake.finderName,
  finder_contact: intake.finderContact,
});

/** The `handed-in` event, after `posted`: it names the finder, never their contact. */
export async function recordHandedIn(trx: Db, itemId: string, actorId: string, intake: Intake) {
  await recordItemEvent(trx, {
    itemId,
    actorId,
    action: 'handed-in',
    details: intake.finderName ? `Handed in by ${intake.finderName}` : 'Handed in at the counter',
  });
}
