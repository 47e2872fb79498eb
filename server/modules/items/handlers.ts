import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { unsupportedMediaType, validationError } from '../../errors';
import { requireUser } from '../auth/guard';
import { findSessionUser } from '../auth/sessions';
import type { Handlers } from '../types';
import { handoverService } from './handover';
import { itemsService, type ImageChange, type ItemFields } from './service';

type IdParams = { id: string };
type PageQuery = { page: number; limit: number };
type SearchQuery = PageQuery & {
  search?: string;
  status?: ItemFields['status'];
  isActive?: boolean;
};

const TEXT_FIELDS = ['title', 'description', 'category', 'status', 'location'] as const;

/** The multipart form (string fields, `image` as a Buffer) after contract validation. */
function readForm(body: unknown): { fields: ItemFields; image: ImageChange } {
  const form = (body ?? {}) as Record<string, unknown>;
  const fields = {} as Record<(typeof TEXT_FIELDS)[number], string>;
  for (const name of TEXT_FIELDS) {
    const value = form[name];
    if (typeof value !== 'string' || !value.trim()) {
      throw validationError(name, `${name} is required`);
    }
    fields[name] = value.trim();
  }
  const raw = form.image;
  let image: ImageChange;
  if (raw === undefined) image = { kind: 'keep' };
  else if (raw === '' || (Buffer.isBuffer(raw) && raw.length === 0)) image = { kind: 'remove' };
  else if (Buffer.isBuffer(raw)) image = { kind: 'new', data: raw };
  else throw unsupportedMediaType('Only JPEG, PNG, WebP, GIF, HEIC or AVIF images are allowed.');
  return { fields: fields as ItemFields, image };
}

/** Handlers of the items operations in openapi.yaml (and getMyItems), by operationId. */
export function itemsHandlers(ctx: AppContext): Handlers {
  const items = itemsService(ctx);
  const handover = handoverService(ctx, items.view);
  const id = (req: FastifyRequest) => (req.params as IdParams).id;

  return {
    async searchItems(req, reply) {
      const q = req.query as SearchQuery;
      // The operation is public: only look the caller up when they ask for inactive items.
      const showInactive = q.isActive === false;
      const user = showInactive
        ? ((await findSessionUser(ctx.db, req.headers.authorization)) ?? undefined)
        : undefined;
      const json = await items.search(
        { page: q.page, limit: q.limit, search: q.search, status: q.status, showInactive },
        user,
      );
      // Already JSON (and only contract fields): Fastify sends a string as is.
      return reply.type('application/json; charset=utf-8').send(json);
    },

    async getItem(req) {
      return { item: await items.get(id(req), req.auth) };
    },

    async createItem(req, reply) {
      const user = requireUser(req);
      const { fields, image } = readForm(req.body);
      // On create, "no image" and "empty image" mean the same thing.
      const item = await items.create(user, fields, image);
      return reply.status(201).send({ message: 'Item created successfully.', item });
    },

    async updateItem(req) {
      const user = requireUser(req);
      const { fields, image } = readForm(req.body);
      const item = await items.update(user, id(req), fields, image);
      return { message: 'Item updated successfully.', item };
    },

    async deleteItem(req) {
      await items.remove(requireUser(req), id(req));
      return { message: 'Item deleted successfully.' };
    },

    async claimItem(req) {
      const item = await items.claim(requireUser(req), id(req));
      return { message: 'Item claimed successfully.', item };
    },

    async assignKeeper(req) {
      const body = (req.body ?? {}) as { keeperId?: string };
      const item = await items.assignKeeper(requireUser(req), id(req), body.keeperId);
      return { message: 'Keeper assigned successfully.', item };
    },

    async generateItemOtp(req) {
      return handover.generate(requireUser(req), id(req));
    },

    async verifyItemOtp(req) {
      const { otp } = req.body as { otp: string };
      const item = await handover.verify(requireUser(req), id(req), otp);
      return { message: 'Hand-over confirmed. The item is marked as Returned.', item };
    },

    async getMyItems(req) {
      const q = req.query as PageQuery;
      return items.mine(requireUser(req), q.page, q.limit);
    },
  };
}
