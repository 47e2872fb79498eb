import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

/** Writes `file.br` and `file.gz` beside every compressible file under `dir` (recursively). */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      written += precompressDir(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    written += 1;
  }
  return written;
}

/**
 * Brotli and gzip copies of the hashed assets, made once at build time, so the server sends
 * them as they are (@fastify/static `preCompressed`, by Accept-Encoding) and never compresses
 * per request (docs/deploy.md#caching-and-compression).
 */
export function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      if (fs.existsSync(assetsDir)) precompressDir(assetsDir);
    },
  };
}
