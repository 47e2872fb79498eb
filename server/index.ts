import { loadConfig } from './config';
import { limitHeapGrowth } from './lib/heapGrowth';
import { buildApp } from './app';
import { ensureFirstAdmin, logMissingAdmin } from './modules/auth/firstAdmin';
import { ensureDefaultCategories } from './modules/categories/defaults';

/** Starts the server; SIGTERM/SIGINT drain in-flight requests, close sockets and the database. */
async function main() {
  limitHeapGrowth();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const app = await buildApp(config);
  for (const note of config.notes) app.log.info(note);
  await ensureFirstAdmin(app.ctx);
  await logMissingAdmin(app.ctx);
  await ensureDefaultCategories(app.ctx);
  if (config.role === 'worker') {
    // Runs the durable jobs and answers nobody (docs/deploy.md#roles); the web instances serve.
    app.log.info('Lost & Found worker: running background jobs');
  } else {
    await app.listen({ port: config.port, host: config.host });
    app.log.info(`Lost & Found is serving at ${config.publicUrl}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: draining requests and closing`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
