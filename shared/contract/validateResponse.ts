import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * Validates responses against openapi.yaml (JSON Schema 2020-12, as OpenAPI 3.1 uses). The
 * whole document is added once; each response schema is compiled by its JSON pointer, so the
 * document's own `#/components/...` references resolve.
 */
// Node-only (tests): reads openapi.yaml from the project root.
const spec = parse(fs.readFileSync(path.resolve(process.cwd(), 'openapi.yaml'), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...spec, $id: 'openapi.json' });

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

type Op = { path: string; method: string; pattern: RegExp };
const operations = new Map<string, Op>();
for (const [p, item] of Object.entries<any>(spec.paths)) {
  const pattern = new RegExp(`^/api/v1${p.replace(/\{[^}]+\}/g, '[^/]+')}$`);
  for (const method of ['get', 'post', 'put', 'delete', 'patch']) {
    if (item[method]?.operationId)
      operations.set(item[method].operationId, { path: p, method, pattern });
  }
}

/** The operationId for a request, e.g. ('GET', '/api/v1/items/abc') → 'getItem'. */
export function findOperation(method: string, pathname: string): string | undefined {
  for (const [id, op] of operations) {
    if (op.method === method.toLowerCase() && op.pattern.test(pathname)) return id;
  }
  return undefined;
}

/** The media types openapi.yaml documents for an answer, e.g. ['application/pdf']. */
export function documentedMediaTypes(operationId: string, status: number): string[] {
  const op = operations.get(operationId);
  let response = op && spec.paths[op.path][op.method].responses?.[String(status)];
  if (response?.$ref) response = spec.components.responses[response.$ref.split('/').pop()];
  return Object.keys(response?.content ?? {});
}

/** Errors as text, or [] when the body matches the contract for that operation and status. */
export function contractErrors(operationId: string, status: number, body: unknown): string[] {
  const op = operations.get(operationId);
  if (!op) return [`unknown operation ${operationId}`];
  let response = spec.paths[op.path][op.method].responses?.[String(status)];
  if (!response) return [`${operationId}: status ${status} is not documented`];
  let pointer = `openapi.json#/paths/${escape(op.path)}/${op.method}/responses/${status}`;
  if (response.$ref) {
    pointer = `openapi.json${response.$ref}`;
    response = spec.components.responses[response.$ref.split('/').pop()];
  }
  if (!response.content)
    return body === undefined || body === ''
      ? []
      : [`${operationId} ${status}: no body documented`];
  const validate = ajv.getSchema(`${pointer}/content/application~1json/schema`);
  if (!validate) return [`${operationId} ${status}: no schema`];
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (e) => `${operationId} ${status}: ${e.instancePath || '/'} ${e.message}`,
  );
}
