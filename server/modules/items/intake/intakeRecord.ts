import { recordItemEvent } from '../../itemHistory';
import { questionsSetDetails, type OwnershipQuestion } from '../ownershipQuestions';
import type { Db } from '../../../db';

/** A Found item handed in at the counter (docs/product.md#walk-in-intake), already checked. */
export type Intake = {
  deskId: string;
  /** The desk's name, for the history ("Handed in at the Library desk"). */
  deskName: string | null;
  storageLocation: string | null;
  finderName: string | null;
  finderContact: string | null;
  /** The finder asked to be told, once, when it goes back to its owner. */
  notifyFinder: boolean;
  /** Asked at the counter, already normalized (normalizeQuestions); [] for none. */
  questions: OwnershipQuestion[];
};

/** The item's columns an intake sets besides those of any post. */
export const intakeColumns = (intake: Intake) => ({
  desk_id: intake.deskId,
  storage_location: intake.storageLocation,
  finder_name: intake.finderName,
  finder_contact: intake.finderContact,
  finder_notify: intake.notifyFinder ? (1 as const) : (0 as const),
  ownership_json: JSON.stringify(intake.questions),
});

const COUNTER = 'Handed in at the counter';

/**
 * The `handed-in` event, after `posted`, and `questions-set` when the counter asked ownership
 * questions, as if they were set on the item right after (docs/product.md#walk-in-intake). Its stored words are the ones everyone reads ("Handed
 * in at the Library desk"): never the finder's name or contact. Keepers and admins read the name
 * too, taken from the item when the history is read (`handedInFor`), so an erased finder leaves
 * no trace in it.
 */
export async function recordHandedIn(trx: Db, itemId: string, actorId: string, intake: Intake) {
  await recordItemEvent(trx, {
    itemId,
    actorId,
    action: 'handed-in',
    details: intake.deskName ? `Handed in at the ${intake.deskName}` : COUNTER,
  });
  if (intake.questions.length === 0) return;
  await recordItemEvent(trx, {
    itemId,
    actorId,
    action: 'questions-set',
    details: questionsSetDetails(intake.questions.length),
  });
}

/**
 * A `handed-in` event's words for one reader (docs/product.md#walk-in-intake): "Handed in at the
 * Library desk" for everyone, "Handed in by Fay at the Library desk" for keepers and admins while
 * the item still names its finder. Stored words that are not the public sentence (events of an
 * older version) are never shown as they are.
 */
export function handedInFor(stored: string, finderName: string | null, staff: boolean): string {
  const everyone = /^Handed in at /.test(stored) ? stored : COUNTER;
  return staff && finderName
    ? everyone.replace(/^Handed in at /, `Handed in by ${finderName} at `)
    : everyone;
}
