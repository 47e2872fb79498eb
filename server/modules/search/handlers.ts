import { findSessionUser } from '../auth/sessions';
import { sendJsonText, type Handlers } from '../types';
import { searchItems } from './searchItems';
import type { AppContext } from '../../context';

/** The search's operation (searchItems in openapi.yaml): browse and search of the items. */
export function searchHandlers(ctx: AppContext) {
  return {
    async searchItems(req, reply) {
      const q = req.query;
      // The operation is public: only look the caller up when they ask for inactive items.
      const showInactive = q.isActive === false;
      const user = showInactive
        ? ((await findSessionUser(ctx.db, req.headers.authorization)) ?? undefined)
        : undefined;
      const json = await searchItems(
        ctx,
        {
          page: q.page,
          limit: q.limit,
          search: q.search,
          status: q.status,
          showInactive,
          category: q.category,
          postedWithin: q.postedWithin,
          place: q.place,
          sort: q.sort,
        },
        user,
      );
      // Already JSON (and only contract fields).
      return sendJsonText(reply, json);
    },
  } satisfies Partial<Handlers>;
}
