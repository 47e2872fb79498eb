import { requireUser } from '../auth/guard';
import { labelsService } from './labelsService';
import { sendPdf } from './sendPdf';
import type { Handlers } from '../types';
import type { AppContext } from '../../context';

/** Handlers of the label operations (docs/product.md#labels): PDF answers, not JSON. */
export function labelsHandlers(ctx: AppContext) {
  const labels = labelsService(ctx);
  return {
    async getItemLabel(req, reply) {
      const { pdf, filename } = await labels.itemLabel(requireUser(req), req.params.id);
      return sendPdf(reply, pdf, filename);
    },

    async printLabels(req, reply) {
      const { pdf, filename } = await labels.sheet(requireUser(req), req.body.itemIds);
      return sendPdf(reply, pdf, filename);
    },
  } satisfies Partial<Handlers>;
}
