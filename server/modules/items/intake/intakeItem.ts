import { forbidden } from '../../../errors';
import { createItem } from '../createItem';
import { viewItem } from '../itemAccess';
import { deskOfMove } from '../custody/moveItem';
import { deskIdsOfKeeper } from '../../desks';
import { isStaff, type AuthUser } from '../../auth';
import { normalizeQuestions, type OwnershipQuestion } from '../ownershipQuestions';
import type { ImageChange, ItemFields } from '../itemFields';
import type { Intake } from './intakeRecord';
import type { AppContext } from '../../../context';

const orNull = (text: string | undefined) => text?.trim() || null;

export type IntakeInput = {
  deskId: string;
  storageLocation?: string;
  finderName?: string;
  finderContact?: string;
  /** Tell the finder, once, when it goes back to its owner (docs/product.md#walk-in-intake). */
  notifyFinder?: boolean;
  /** Asked of claimants, as `setItemQuestions` takes them (docs/product.md#walk-in-intake). */
  ownershipQuestions?: OwnershipQuestion[];
};

/**
 * Logs a Found item handed in at the counter (docs/product.md#walk-in-intake): posted by the
 * keeper, who keeps it, at one of their desks (an admin: any desk). Everything else (photo,
 * matching, saved-search alerts, the reference) is a normal post's.
 */
export async function intakeItem(
  ctx: AppContext,
  user: AuthUser,
  fields: Omit<ItemFields, 'status'>,
  image: ImageChange,
  input: IntakeInput,
) {
  if (!isStaff(user)) {
    throw forbidden('Only keepers and admins can log a walk-in item.');
  }
  const questions = normalizeQuestions(input.ownershipQuestions ?? [], 'ownershipQuestions');
  const desk = await deskOfMove(ctx.db, input.deskId);
  if (
    user.role === 'keeper' &&
    !(await deskIdsOfKeeper(ctx.db, user.userId)).includes(input.deskId)
  ) {
    throw forbidden('You can log walk-in items only at your own desks.');
  }
  const intake: Intake = {
    deskId: input.deskId,
    deskName: desk?.name ?? null,
    storageLocation: orNull(input.storageLocation),
    finderName: orNull(input.finderName),
    finderContact: orNull(input.finderContact),
    notifyFinder: input.notifyFinder === true,
    questions,
  };
  const item = await createItem(ctx, user, { ...fields, status: 'Found' }, image, { intake });
  return viewItem(ctx, item._id, user);
}
