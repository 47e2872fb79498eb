import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath } from './apiPath';

/*
 * The baseline of the mocked API, built from openapi.yaml as the mocks start (Jest reads the
 * file, dev:mock imports it): every operation answers its first 2xx (or 3xx) response, with a
 * body made from that response's schema. The curated world (./handlers) answers first where a
 * screen needs data; an operation it does not know, such as one new in the contract, still
 * answers here, and every answer is checked against the contract in Jest (src/test/setupTests.ts).
 */

/** The parts of a JSON schema the baseline reads. */
type Given = { example?: unknown; examples?: unknown[]; default?: unknown; const?: unknown };
type Shape = { properties?: Record<string, Schema>; required?: string[]; items?: Schema };
type Choices = { allOf?: Schema[]; oneOf?: Schema[]; anyOf?: Schema[]; enum?: unknown[] };
type Least = { minItems?: number; minimum?: number; minLength?: number };
type Text = { format?: string; pattern?: string };
type Schema = Given & Shape & Choices & Least & Text & { $ref?: string; type?: string | string[] };
type Answer = { $ref?: string; content?: Record<string, { schema?: Schema }> };
type Operation = { operationId: string; responses: Record<string, Answer> };
/** The parts of the parsed openapi.yaml the baseline reads. */
export type Contract = { paths: Record<string, Record<string, Operation>> };

let contract: Contract | undefined;

type Doc = Record<string, unknown>;
/** The node a `$ref` ('#/components/schemas/Item') points to, or the node itself. */
function deref<T extends { $ref?: string }>(node: T): T {
  if (!node.$ref) return node;
  const keys = node.$ref.slice(2).split('/');
  return deref(keys.reduce((doc, key) => doc[key] as Doc, contract as unknown as Doc) as T);
}

const [DAY, TIME] = ['2025-01-01', '2025-01-01T00:00:00.000Z'];
const FORMATS: Record<string, string> = { 'date-time': TIME, date: DAY, email: 'sam@campus.edu' };
/** Strings tried against a schema's pattern (six digits, a month, a client id). */
const PATTERNED = ['123456', '2025-01', 'mock-0001'];

/**
 * A value the schema accepts: its example, default or first enum value, else the least it allows
 * (null when it may be null, no optional property, an empty array, the minimum).
 */
export function sample(node: Schema, name = 'text'): unknown {
  const schema = deref(node);
  const given = (['example', 'default', 'const'] as const).find((key) => key in schema);
  if (given) return schema[given];
  if (schema.examples?.length) return schema.examples[0];
  if (schema.enum) return schema.enum[0];
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part, name)));
  // null wherever the schema allows it; else the first choice.
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return sample(choices.find((c) => deref(c).type === 'null') ?? choices[0], name);
  const types = [schema.type].flat();
  if (types.includes('null')) return null;
  switch (types[0] ?? (schema.properties ? 'object' : 'string')) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {}, key)]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}, name));
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    default:
      if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format];
      if (schema.pattern) return PATTERNED.find((text) => new RegExp(schema.pattern!).test(text));
      return name.padEnd(schema.minLength ?? 0, '.');
  }
}

/** A one-page PDF: what the label operations answer (application/pdf). */
const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 283 170] >> endobj
trailer << /Root 1 0 R >>
%%EOF`;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Op = ReturnType<typeof operationsOf>[number];
function operationsOf(doc: Contract) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const op = item[method];
      const [status, first] = Object.entries(op.responses).find(([code]) => /^[23]/.test(code))!;
      const answer = deref(first);
      const pattern = new RegExp(`/api/v1${path.replace(/\{\w+\}/g, '[^/]+')}$`);
      return { id: op.operationId, method, path, pattern, status: Number(status), answer };
    }),
  );
}

let ops: Op[] = [];

/** Gives the mocks the parsed openapi.yaml (the Jest setup and src/mocks/browser.ts do). */
export function setContract(doc: Contract): void {
  contract = doc;
  // Literal paths first: /categories/admin before /categories/{id}.
  const templated = (op: Op) => Number(op.path.includes('{'));
  ops = operationsOf(doc).sort((a, b) => templated(a) - templated(b));
}

/** Every operation of the contract, with its method, path and first successful answer. */
export const operations = (): readonly Op[] => ops;

/** The baseline's JSON body for an operation (a curated handler can start from it). */
export function baselineBody(operationId: string) {
  const { answer } = ops.find((op) => op.id === operationId)!;
  return sample(answer.content?.['application/json']?.schema ?? {});
}

function respond({ status, answer }: Op) {
  const [type, media] = Object.entries(answer.content ?? {})[0] ?? [];
  if (!type)
    return new HttpResponse(null, { status, headers: status >= 300 ? { Location: '/' } : {} });
  if (type.endsWith('json'))
    return HttpResponse.json(sample(media.schema ?? {}) as object, { status });
  const headers = { 'Content-Type': type };
  return new HttpResponse(type === 'application/pdf' ? PDF : '', { status, headers });
}

/**
 * The baseline: answers any /api/v1 request that is an operation of the contract. A request the
 * contract does not have falls through (under Jest an unhandled request fails the test).
 */
export const baselineHandler: HttpHandler = http.all(apiPath('/*'), ({ request }) => {
  const { pathname } = new URL(request.url);
  const method = request.method.toLowerCase();
  const op = ops.find((o) => o.method === method && o.pattern.test(pathname));
  return op && respond(op);
});
