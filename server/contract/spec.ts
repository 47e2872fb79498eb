import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** openapi.yaml, read from the project root (the same file drives codegen and tests). */
export function loadSpec(): Record<string, any> {
  const file = path.resolve(process.cwd(), 'openapi.yaml');
  return parse(fs.readFileSync(file, 'utf8'));
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
