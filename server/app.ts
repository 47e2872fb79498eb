import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import openapiGlue, { type FastifyOpenapiGlueOptions } from 'fastify-openapi-glue';
import { openDatabase } from './db';
import { newPriorityCell } from './db/writePriority';
import { migrateToLatest } from './db/migrate';
import { ApiError } from './errors';
import { installErrorHandler } from './errorHandler';
import { loadSpec, serverSpec } from './contract/spec';
import { installContentTypeFence } from './http/contentTypes';
import { installFormBodyParser, refusePdfBodies } from './http/formBody';
import { installMultipartJsonParts } from './http/multipartJson';
import { clientErrorHandler, frameworkErrors } from './http/frameworkErrors';
import { createMailer, type Mailer } from './mail/mailer';
import { createJobQueue } from './mail/queue';
import { createJobWorker } from './jobs/worker';
import { createThreadedWorker } from './jobs/threadedWorker';
import { createRedisPing } from './lib/redisPing';
import { uploadsDir, type ImageStore } from './storage/imageStore';
import { createImageStore } from './storage/createImageStore';
import { silentRealtime } from './realtime/types';
import { attachRealtime } from './realtime';
import { allHandlers, routeHandler } from './modules';
import { allJobHandlers, jobKindLimits } from './modules/jobHandlers';
import { startNotificationMail } from './modules/notifications';
import { startAccountMaintenance } from './modules/auth/maintenance';
import { rateLimits } from './rateLimits';
import { installCors, uploadHeaders } from './http/cors';
import { installSessionFirst, tokenSecurityHandler } from './http/sessionCheck';
import { registerRateLimits } from './http/rateLimit';
import { installSecurityHeaders, securityHeaders } from './http/securityHeaders';
import { isMissingAsset, isPrivateClientFile } from './http/spaFallback';
import { clientCacheHeaders } from './http/clientCaching';
import { preloadLinks } from './http/preloadLinks';
import { createLandingPage } from './http/landingPage';
import { routeChunkLinks } from './http/routeChunks';
import { serverTimeouts } from './http/timeouts';
import { trustProxyOption } from './http/trustProxy';
import { loggerOptions, type LogStream } from './http/logger';
import { RequestLog } from './http/requestLog';
import { createMetrics } from './metrics/metrics';
import { installMetrics } from './metrics/endpoint';
import { countingMailer } from './metrics/countingMailer';
import { searchIndexServiceOf } from './modules/search';
import { warmItemSortRanks } from './modules/items';
import { labelPoolOf } from './modules/labels/labelPool';
import { sheetPoolOf } from './modules/imports/sheetPool';
import { closePhotoRunner, usePhotoRunner, warmPhotoRunner } from './storage/photoRunner';
import type { AppContext } from './context';
import type { Config } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

export type BuildOptions = {
  /** Test and tool overrides. */
  mailer?: Mailer;
  storage?: ImageStore;
  logger?: FastifyServerOptions['logger'];
  /** Where the logger writes, with the app's own options (tests read the lines). */
  logStream?: LogStream;
  /** Skip socket.io (one-off scripts). */
  realtime?: boolean;
};

/** Builds the whole server: contract-bound routes, database, mail, images, realtime, SPA. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config, opts.logStream),
    logController: new RequestLog(),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    ...serverTimeouts(config),
    forceCloseConnections: 'idle',
    frameworkErrors,
    clientErrorHandler,
    ajv: {
      customOptions: {
        removeAdditional: true,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: true,
      },
    },
  });

  // ROLE=all runs the durable jobs in a thread of their own (docs/architecture.md#background-work);
  // a mailer or store given by a test must see the jobs' work, so that test runs them here.
  const threaded =
    config.role === 'all' && config.jobRunner === 'thread' && !opts.mailer && !opts.storage;
  // On SQLite the thread has a second connection: requests go first for the write lock.
  const writeCell = threaded && !config.databaseUrl ? newPriorityCell() : undefined;
  const { db, dialect, close } = openDatabase({
    ...config,
    log: app.log,
    writePriority: writeCell && { cell: writeCell, role: 'first' },
  });
  await migrateToLatest(db, dialect);
  const redis = config.redisUrl ? createRedisPing(config.redisUrl, app.log) : undefined;
  const metrics = createMetrics();
  for (const warning of config.warnings) app.log.warn(warning);
  const ctx: AppContext = {
    config,
    db,
    dialect,
    mailer: countingMailer(opts.mailer ?? createMailer({ ...config, log: app.log }), metrics),
    jobs: createJobQueue({ log: app.log }),
    worker: threaded
      ? createThreadedWorker({
          config,
          writeCell,
          log: app.log,
          realtime: () => ctx.realtime,
          metrics,
        })
      : createJobWorker({
          db,
          dialect,
          log: app.log,
          pollMs: config.jobPollMs,
          kindLimits: jobKindLimits(config),
        }),
    storage: opts.storage ?? createImageStore(config),
    redisPing: redis?.ping,
    realtime: silentRealtime,
    log: app.log,
    metrics,
  };
  app.decorate('ctx', ctx);
  // Uploads decode in a background-priority process unless told otherwise (the tests).
  usePhotoRunner(config.role === 'worker' ? 'inline' : config.photoRunner, (err) =>
    app.log.error({ err }, 'photo process failed'),
  );
  warmPhotoRunner();
  const stopMaintenance = await startAccountMaintenance(ctx);
  await startNotificationMail(ctx);
  // Loads in the background; searches use the database until it is ready.
  if (config.searchIndex === 'memory' && config.role !== 'worker')
    void searchIndexServiceOf(ctx).ready();
  // Then the admin item list's orders on the read thread (large SQLite tables: docs/performance.md#admin-lists).
  if (config.role !== 'worker') void warmAdminLists(ctx);
  app.addHook('onClose', async () => {
    await ctx.worker.close();
    stopMaintenance();
    await searchIndexServiceOf(ctx).close();
    await labelPoolOf(ctx).close();
    await sheetPoolOf(ctx).close();
    await closePhotoRunner();
    await ctx.jobs.close();
    await ctx.realtime.close();
    await redis?.close();
    await close();
  });

  installErrorHandler(app);
  installMetrics(app, ctx);
  installSecurityHeaders(app, securityHeaders(config, ctx.storage.origin));
  installCors(app, config);
  await registerRateLimits(app, config);
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 25 },
    attachFieldsToBody: 'keyValues',
  });

  const spec = loadSpec();
  installSessionFirst(app, spec, ctx.db);
  installContentTypeFence(app, spec);
  installFormBodyParser(app);
  installMultipartJsonParts(app, spec);
  refusePdfBodies(app);
  const handlers = allHandlers(ctx);
  await app.register(openapiGlue, {
    specification: serverSpec(spec),
    prefix: 'api/v1',
    // Returns partial route options: openapi-glue fills in method, url, schema and security.
    operationResolver: ((operationId: string) => ({
      handler: routeHandler(handlers, operationId) ?? notImplemented(operationId),
      config: {
        operationId,
        ...(config.rateLimit && rateLimits[operationId]
          ? { rateLimit: rateLimits[operationId] }
          : {}),
      },
    })) as unknown as FastifyOpenapiGlueOptions['operationResolver'],
    securityHandlers: { token: tokenSecurityHandler(ctx.db) },
  });

  await serveFiles(app, config);
  if (opts.realtime !== false) ctx.realtime = await attachRealtime(app, ctx);
  // Last, so that a job's live notification finds the socket server.
  if (config.role !== 'web') ctx.worker.start(allJobHandlers(ctx));
  return app;
}

/** Unreachable for the contract's operations (allHandlers is complete); kept as a guard. */
function notImplemented(operationId: string) {
  return async () => {
    throw new ApiError(404, 'NOT_FOUND', `${operationId} is not available yet.`);
  };
}

/** Uploaded images at /uploads, the built SPA with history fallback, JSON 404 for unknown API paths. */
async function serveFiles(app: FastifyInstance, config: Config) {
  fs.mkdirSync(uploadsDir(config.dataDir), { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir(config.dataDir),
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '30d',
    setHeaders: uploadHeaders(config),
  });
  const hasClient = fs.existsSync(path.join(config.clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      allowedPath: (pathname) => !isPrivateClientFile(pathname),
      // The build writes .br and .gz beside each asset (scripts/vite/precompress.ts).
      preCompressed: true,
      setHeaders: clientCacheHeaders(path.resolve(config.clientDir)),
    });
  }
  const chunkLinks = routeChunkLinks(config.clientDir);
  const landing = hasClient ? createLandingPage(app, config.clientDir) : null;
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0];
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      url.startsWith('/uploads/') ||
      req.method !== 'GET'
    ) {
      return reply
        .status(404)
        .send({ message: `No route ${req.method} ${url}.`, code: 'NOT_FOUND' });
    }
    if (!hasClient) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm start` (builds it) or `npm run build`.');
    }
    // Assets that do not exist are real 404s; every other path is a client-side route.
    if (isMissingAsset(config.clientDir, url)) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    // The bare `/` is server-rendered with its first page inside, so it needs no preload of that
    // page; a search in the URL, no server bundle or a failed render get the plain index.html.
    if (req.url === '/' && landing && (await landing.send(req, reply))) return reply;
    const preload = preloadLinks(req.url, chunkLinks);
    if (preload) reply.header('link', preload);
    // Cache-Control: no-cache comes from clientCacheHeaders (set after @fastify/static's own).
    return reply.type('text/html').sendFile('index.html', config.clientDir);
  });
}

/**
 * The admin item list's orders built on the read thread ahead of the first list (large SQLite
 * tables only), after the search index so that the two do not share the start's CPU.
 */
async function warmAdminLists(ctx: AppContext): Promise<void> {
  try {
    if (ctx.config.searchIndex === 'memory') await searchIndexServiceOf(ctx).ready();
    await warmItemSortRanks(ctx.db, ctx.dialect);
  } catch (err) {
    ctx.log.warn({ err }, 'admin list orders not built ahead');
  }
}
