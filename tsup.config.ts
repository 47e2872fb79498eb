import { defineConfig } from 'tsup';

// The server is bundled to one CommonJS file; every package stays external (native ones too).
export default defineConfig({
  entry: { index: 'server/index.ts' },
  outDir: 'dist/server',
  format: ['cjs'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  outExtension: () => ({ js: '.cjs' }),
});
