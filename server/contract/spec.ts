import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** openapi.yaml, read from the project root (the same file drives codegen and tests). */
export function loadSpec(): Record<string, any> {
  const file = path.resolve(process.cwd(), 'openapi.yaml');
  return parseSpecText(fs.readFileSync(file, 'utf8'));
}

/**
 * The spec's YAML parsed, through a JSON copy kept by its content's hash in
 * `node_modules/.cache/lostfound-openapi/`: parsing the 5,000 lines of YAML costs about 0.9 s of
 * CPU, and every test file builds an app (server) or a mocked API (client) from it, twice per CI
 * run for the server suite. The JSON is read in about 10 ms. A copy is never stale (its name is
 * the hash of the text it came from); where the cache cannot be written the YAML is parsed.
 */
export function parseSpecText(text: string): Record<string, any> {
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 32);
  const dir = path.resolve(process.cwd(), 'node_modules', '.cache', 'lostfound-openapi');
  const cached = path.join(dir, `${hash}.json`);
  try {
    return JSON.parse(fs.readFileSync(cached, 'utf8')) as Record<string, any>;
  } catch {
    // Not cached yet (or unreadable): parse and try to keep it.
  }
  const spec = parse(text) as Record<string, any>;
  try {
    fs.mkdirSync(dir, { recursive: true });
    // Written whole under another name, then renamed: a parallel reader never sees half a file.
    const partial = `${cached}.${process.pid}.${Date.now()}`;
    fs.writeFileSync(partial, JSON.stringify(spec));
    fs.renameSync(partial, cached);
  } catch {
    // A read-only install: parse each time.
  }
  return spec;
}

/**
 * The server's copy of the spec: identical except that `format: binary` fields become
 * "anything". @fastify/multipart hands files to the validator as Buffers, which a JSON
 * schema `string` would reject; the handlers check those files themselves (type by bytes, size).
 */
export function serverSpec(spec: Record<string, any>): Record<string, any> {
  const copy = structuredClone(spec);
  const walk = (node: any) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries<any>(node)) {
      if (value && typeof value === 'object' && value.format === 'binary') {
        node[key] = { description: value.description ?? 'file' };
      } else walk(value);
    }
  };
  walk(copy);
  return copy;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

/** Every operation of the spec that has an operationId, whatever its path and method. */
export function* specOperations<Op extends { operationId?: string }>(spec: {
  paths?: Record<string, Partial<Record<string, Op>> | undefined>;
}): Generator<Op & { operationId: string }> {
  for (const pathItem of Object.values(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = pathItem?.[method];
      if (op?.operationId) yield op as Op & { operationId: string };
    }
  }
}
