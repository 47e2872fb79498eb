import { specOperations } from '../contract/spec';
import { badRequest } from '../errors';
import type { FastifyInstance } from 'fastify';

type MultipartBody = { encoding?: Record<string, { contentType?: string }> };
type Operation = {
  operationId?: string;
  requestBody?: { content?: Record<string, MultipartBody | undefined> };
};

/**
 * operationId → the multipart fields openapi.yaml declares as JSON parts (`encoding:
 * <field>: { contentType: application/json }`), such as the intake's ownership questions.
 */
type Spec = { paths?: Record<string, Partial<Record<string, Operation>>> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Buffer.isBuffer(value);

export function jsonPartRules(spec: Spec) {
  const rules = new Map<string, string[]>();
  for (const op of specOperations(spec)) {
    const encoding = op.requestBody?.content?.['multipart/form-data']?.encoding ?? {};
    const fields = Object.entries(encoding)
      .filter(([, part]) => part.contentType?.toLowerCase().startsWith('application/json'))
      .map(([field]) => field);
    if (fields.length) rules.set(op.operationId, fields);
  }
  return rules;
}

/**
 * A browser's FormData cannot give a text part a Content-Type, so a JSON part arrives as plain
 * text; it is parsed here, after @fastify/multipart has built the body and before the contract's
 * schema validates it, so the list is checked like any JSON body. A part sent as
 * `application/json` was parsed by @fastify/multipart already. Register after the multipart
 * plugin: hooks run in the order they were added.
 */
export function installMultipartJsonParts(app: FastifyInstance, spec: Spec): void {
  const rules = jsonPartRules(spec);
  app.addHook('preValidation', async (req) => {
    const fields = rules.get(req.routeOptions.config?.operationId ?? '');
    const body: unknown = req.body;
    if (!fields || !req.isMultipart() || !isRecord(body)) return;
    for (const field of fields) {
      const text = body[field];
      if (typeof text !== 'string') continue;
      try {
        body[field] = JSON.parse(text);
      } catch {
        throw badRequest(`${field} must be JSON.`, [{ field, message: 'must be JSON' }]);
      }
    }
  });
}
