import { specOperations } from '../contract/spec';
import { type ApiError, badRequest, unsupportedMediaType } from '../errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What an operation's `requestBody` accepts, read from openapi.yaml. */
export type BodyRule = { mediaTypes: string[]; required: boolean };

/**
 * operationId → accepted media types and whether a body is required. Operations without a
 * `requestBody` are absent: they take no body at all.
 */
type RequestBody = { $ref?: string; required?: boolean; content?: Record<string, unknown> };
type Operation = { operationId?: string; requestBody?: RequestBody };
type Spec = {
  paths?: Record<string, Partial<Record<string, Operation>>>;
  components?: { requestBodies?: Record<string, RequestBody> };
};

export function bodyRules(spec: Spec): Map<string, BodyRule> {
  const rules = new Map<string, BodyRule>();
  for (const op of specOperations(spec)) {
    if (!op.requestBody) continue;
    let body: RequestBody | undefined = op.requestBody;
    if (body.$ref) body = spec.components?.requestBodies?.[body.$ref.split('/').pop() ?? ''];
    rules.set(op.operationId, {
      mediaTypes: Object.keys(body?.content ?? {}).map((t) => t.toLowerCase()),
      required: body?.required === true,
    });
  }
  return rules;
}

/** The media type and its parameters, lower-cased names; undefined when the header is absent. */
export function parseContentType(
  header: string | undefined,
): { type: string; params: Record<string, string> } | undefined {
  if (header === undefined) return undefined;
  const [head, ...rest] = header.split(';');
  const params: Record<string, string> = {};
  for (const part of rest) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim().toLowerCase();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1);
    }
    if (name) params[name] = value;
  }
  return { type: head.trim().toLowerCase(), params };
}

/** Node has read the request line and headers: does a body follow? */
export function hasBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

const NO_BODY = 'This request takes no body.';

/**
 * The reason a request's body is refused before anything reads it, or null when it may be
 * parsed. Everything that is parsed is then validated by the operation's schema for that exact
 * media type (Fastify picks the schema by media type and skips validation when it has none,
 * which is why anything undeclared must be stopped here).
 */
export function refuseBody(req: FastifyRequest, rule: BodyRule | undefined): ApiError | null {
  // Fastify never reads a GET or HEAD body; Node discards it after the response.
  if (req.method === 'GET' || req.method === 'HEAD') return null;
  const withBody = hasBody(req);
  if (!rule) return withBody ? unsupportedMediaType(NO_BODY) : null;
  if (!withBody) {
    return rule.required ? badRequest('The request body is missing.') : null;
  }
  const ct = parseContentType(req.headers['content-type']);
  const expected = rule.mediaTypes.join(' or ');
  if (!ct || !rule.mediaTypes.includes(ct.type)) {
    return unsupportedMediaType(`This request must be sent as ${expected}.`);
  }
  if (ct.type === 'application/json') {
    const charset = ct.params.charset?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      return unsupportedMediaType('JSON must be encoded as UTF-8.');
    }
  }
  // RFC 2046: 1 to 70 characters (the multipart parser cannot take more than 256).
  const boundary = ct.params.boundary;
  if (ct.type === 'multipart/form-data' && (!boundary || boundary.length > 70)) {
    return badRequest('The multipart body has no valid boundary.');
  }
  return null;
}

/**
 * Each contract operation accepts only the content types its `requestBody` declares (415
 * otherwise), refused in onRequest: before any parser, multipart buffer or body read.
 */
export function installContentTypeFence(app: FastifyInstance, spec: Spec): void {
  const rules = bodyRules(spec);
  app.addHook('onRequest', async (req) => {
    const operationId = req.routeOptions.config?.operationId;
    if (!operationId) return;
    const refusal = refuseBody(req, rules.get(operationId));
    // The body is never parsed: Node discards it once the answer is sent.
    if (refusal) throw refusal;
  });
}
