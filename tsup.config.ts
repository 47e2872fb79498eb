import { defineConfig } from 'tsup';

// The server is bundled to one CommonJS file; every package stays external (native ones too).
export default defineConfig({
  // Worker-thread entries are bundled beside it (server/lib/threads.ts loads them).
  entry: {
    index: 'server/index.ts',
    jobThread: 'server/threads/jobThread.ts',
    labelThread: 'server/threads/labelThread.ts',
    sheetThread: 'server/threads/sheetThread.ts',
    readThread: 'server/threads/readThread.ts',
    searchThread: 'server/threads/searchThread.ts',
    photoProcess: 'server/threads/photoProcess.ts',
  },
  outDir: 'dist/server',
  format: ['cjs'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  outExtension: () => ({ js: '.cjs' }),
});
