import { unsupportedMediaType, validationError } from '../../errors';
import { requireUser } from '../auth/guard';
import { assignKeeper } from './assignKeeper';
import { closeLostReport } from './closeLostReport';
import { createItem } from './createItem';
import { getItem, type MyClaimOf } from './getItem';
import { handoverService } from './handover';
import { viewItem } from './itemAccess';
import { myItems } from './myItems';
import { removeItem } from './removeItem';
import { updateItem } from './updateItem';
import type { Handlers } from '../types';
import type { ImageChange, ItemFields } from './itemFields';
import type { Schemas } from '../../contract/operations';
import type { AppContext } from '../../context';

type ItemForm = Schemas['ItemCreateForm'] | Schemas['ItemUpdateForm'];

/** The multipart form after contract validation: text fields, and `image` as a file or text. */
function readForm(form: ItemForm): { fields: ItemFields; image: ImageChange } {
  // The contract checked that each field is a string and `status` one of its values; only
  // blank text remains to refuse.
  const text = (name: 'title' | 'description' | 'category' | 'location') => {
    const value = form[name].trim();
    if (!value) throw validationError(name, `${name} is required`);
    return value;
  };
  const fields = {
    title: text('title'),
    description: text('description'),
    category: text('category'),
    status: form.status,
    location: text('location'),
  };
  const raw = form.image;
  let image: ImageChange;
  if (raw === undefined) image = { kind: 'keep' };
  else if (raw === '' || (Buffer.isBuffer(raw) && raw.length === 0)) image = { kind: 'remove' };
  else if (Buffer.isBuffer(raw)) image = { kind: 'new', data: raw };
  else throw unsupportedMediaType('Only JPEG, PNG, WebP, GIF, HEIC or AVIF images are allowed.');
  return { fields, image };
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
      const item = await createItem(ctx, user, fields, image, foundFor);
      reply.status(201);
      return { message: 'Item created successfully.', item };
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

    async closeLostReport(req) {
      const item = await closeLostReport(ctx, requireUser(req), req.params.id, req.body);
      return { message: 'Lost report closed.', item };
    },

    async getMyItems(req) {
      return myItems(ctx, requireUser(req), req.query.page, req.query.limit);
    },
  } satisfies Partial<Handlers>;
}
