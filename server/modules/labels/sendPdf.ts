import type { FastifyReply } from 'fastify';
import type { Sent } from '../types';

/**
 * Sends PDF bytes. Fastify sends a Buffer untouched (the response schema, `format: binary`,
 * serializes only objects), and `no-store` keeps a label, which names an item, out of shared
 * caches and the browser's disk cache.
 */
export function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string): Sent {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(pdf) as Sent;
}
