import { unsupportedMediaType, validationError } from '../../errors';
import { requireUser } from '../auth/guard';
import { assignKeeper } from './assignKeeper';
import { closeLostReport } from './closeLostReport';
import { closePrompt } from './closePrompt';
import { createItem } from './createItem';
import { getItem, type MyClaimOf } from './getItem';
import { handoverService } from './handover';
import { intakeItem } from './intake/intakeItem';
import { viewItem } from './itemAccess';
import { myItems } from './myItems';
import { removeItem } from './removeItem';
import { updateItem } from './updateItem';
import type { Handlers } from '../types';
import type { ImageChange, ItemFields } from './itemFields';
import type { Schemas } from '../../contract/operations';
import type { AppContext } from '../../context';

type ItemForm = Schemas['ItemCreateForm'] | Schemas['ItemUpdateForm'];
type ItemText = Pick<ItemForm, 'title' | 'description' | 'category' | 'location'>;

/** The item's text fields after contract validation: only blank text remains to refuse. */
function readText(form: ItemText): Omit<ItemFields, 'status'> {
  const text = (name: keyof ItemText) => {
    const value = form[name].trim();
    if (!value) throw validationError(name, `${name} is required`);
    return value;
  };
  return {
    title: text('title'),
    description: text('description'),
    category: text('category'),
    location: text('location'),
  };
}

/** The multipart `image` part: a file, an empty part (remove) or nothing (keep). */
function readImage(raw: unknown): ImageChange {
  if (raw === undefined) return { kind: 'keep' };
  if (raw === '' || (Buffer.isBuffer(raw) && raw.length === 0)) return { kind: 'remove' };
  if (Buffer.isBuffer(raw)) return { kind: 'new', data: raw };
  throw unsupportedMediaType('Only JPEG, PNG, WebP, GIF, HEIC or AVIF images are allowed.');
}

/** The multipart form after contract validation: text fields, and `image` as a file or text. */
function readForm(form: ItemForm): { fields: ItemFields; image: ImageChange } {
  // The contract checked that each field is a string and `status` one of its values.
  return { fields: { ...readText(form), status: form.status }, image: readImage(form.image) };
}

/**
 * Handlers of the items operations in openapi.yaml (and getMyItems), by operationId; the claim is
 * the claims module's, the search (searchItems) the search module's. `myClaimOf` is the claims module's too, handed in by modules/index.ts.
 */
export function itemsHandlers(ctx: AppContext, { myClaimOf }: { myClaimOf: MyClaimOf }) {
  const handover = handoverService(ctx, (id) => viewItem(ctx, id));

  return {
    async getItem(req) {
      return { item: await getItem(ctx, myClaimOf, req.params.id, req.auth) };
    },

    async createItem(req, reply) {
      const user = requireUser(req);
      const { fields, image } = readForm(req.body);
      // On create, "no image" and "empty image" mean the same thing.
      const foundFor = req.body.foundFor?.trim() || undefined;
      const item = await createItem(ctx, user, fields, image, { foundFor });
      reply.status(201);
      return { message: 'Item created successfully.', item };
    },

    async intakeItem(req, reply) {
      const user = requireUser(req);
      const { deskId, storageLocation, finderName, finderContact, notifyFinder } = req.body;
      const item = await intakeItem(ctx, user, readText(req.body), readImage(req.body.image), {
        deskId,
        storageLocation,
        finderName,
        finderContact,
        notifyFinder,
        ownershipQuestions: req.body.ownershipQuestions,
      });
      reply.status(201);
      return { message: 'Walk-in item logged.', item };
    },

    async updateItem(req) {
      const user = requireUser(req);
      const { fields, image } = readForm(req.body);
      const item = await updateItem(ctx, user, req.params.id, fields, image);
      return { message: 'Item updated successfully.', item };
    },

    async deleteItem(req) {
      await removeItem(ctx, requireUser(req), req.params.id);
      return { message: 'Item deleted successfully.' };
    },

    async assignKeeper(req) {
      const item = await assignKeeper(ctx, requireUser(req), req.params.id, req.body.keeperId);
      return { message: 'Keeper assigned successfully.', item };
    },

    async generateItemOtp(req) {
      return handover.generate(requireUser(req), req.params.id);
    },

    async verifyItemOtp(req) {
      const item = await handover.verify(requireUser(req), req.params.id, req.body.otp);
      return { message: 'Hand-over confirmed. The item is marked as Returned.', item };
    },

    // At the counter (docs/product.md#counter-hand-over): after an ID check, or with the code
    // the claimant types on the counter's screen.
    async handOverAtCounter(req) {
      const item = await handover.handOverChecked(
        requireUser(req),
        req.params.id,
        req.body.checked,
      );
      return { message: 'Handed over. The item is marked as Returned.', item };
    },

    async verifyItemOtpAtCounter(req) {
      const item = await handover.verifyAtCounter(requireUser(req), req.params.id, req.body.otp);
      return { message: 'Hand-over confirmed. The item is marked as Returned.', item };
    },

    async closeLostReport(req) {
      const item = await closeLostReport(ctx, requireUser(req), req.params.id, req.body);
      return { message: 'Lost report closed.', item };
    },

    // "Was this your lost report?": only the reports that could be the item, and the reverse.
    async getClosePrompt(req) {
      return closePrompt(ctx, requireUser(req), req.params.id);
    },

    async getMyItems(req) {
      return myItems(ctx, requireUser(req), req.query.page, req.query.limit);
    },
  } satisfies Partial<Handlers>;
}
