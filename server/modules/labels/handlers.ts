import { requireUser } from '../auth/guard';
import { labelsService } from './labelsService';
import { BUSY_RETRY_SECONDS, LabelsBusy } from './labelPool';
import { disposalRecord } from './disposalRecordService';
import { receiptService } from './receiptService';
import { sendPdf } from './sendPdf';
import type { FastifyReply } from 'fastify';
import type { Handlers } from '../types';
import type { AppContext } from '../../context';

/** Handlers of the label operations (docs/product.md#labels): PDF answers, not JSON. */
export function labelsHandlers(ctx: AppContext) {
  const labels = labelsService(ctx);
  const receipts = receiptService(ctx);
  return {
    async getItemLabel(req, reply) {
      return sendPdfWhenDrawn(reply, labels.itemLabel(requireUser(req), req.params.id));
    },

    async printLabels(req, reply) {
      return sendPdfWhenDrawn(reply, labels.sheet(requireUser(req), req.body.itemIds));
    },

    // The hand-over receipt (docs/product.md#counter-hand-over), drawn like a label.
    async getItemReceipt(req, reply) {
      return sendPdfWhenDrawn(reply, receipts.download(requireUser(req), req.params.id));
    },

    async emailItemReceipt(req, reply) {
      return retrySoonWhenBusy(reply, receipts.email(requireUser(req), req.params.id));
    },

    // A bulk disposal's printable record (docs/product.md#the-keepers-queue), drawn like a receipt.
    async getDisposalRecord(req, reply) {
      return sendPdfWhenDrawn(reply, disposalRecord(ctx, requireUser(req), req.params.batchId));
    },
  } satisfies Partial<Handlers>;
}

/** Draws a PDF (a label, a receipt, a disposal record) and sends it. */
async function sendPdfWhenDrawn(
  reply: FastifyReply,
  drawing: Promise<{ pdf: Buffer; filename: string }>,
) {
  const { pdf, filename } = await retrySoonWhenBusy(reply, drawing);
  return sendPdf(reply, pdf, filename);
}

/**
 * A full render queue drains in seconds (docs/performance.md#label-rendering), so its 429 says
 * so; the error handler's default Retry-After is the rate limiter's minute.
 */
async function retrySoonWhenBusy<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof LabelsBusy) void reply.header('retry-after', String(BUSY_RETRY_SECONDS));
    throw err;
  }
}
