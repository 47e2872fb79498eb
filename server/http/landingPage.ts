import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { siteTitle } from '../../shared/siteTitle';
import { BROWSE_FIRST_PAGE } from './preloadLinks';
import { REVALIDATE } from './clientCaching';
import {
  encodePage,
  landingHtml,
  pickEncoding,
  type EncodedPage,
  type LandingCampus,
} from './landingHtml';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  LightMyRequestResponse,
} from 'fastify';

/**
 * What `npm run build` writes to dist/ssr (vite.ssr.config.ts, src/ssr/renderLanding.tsx): the
 * markup from page 1's JSON and the campus settings' JSON (absent when they could not be read).
 */
export type RenderLanding = (page1Json: string, campusJson?: string) => string;

const CAMPUS_SETTINGS = '/api/v1/settings/campus';

/** The campus settings as the API answered them, and the title they give; null on a failure. */
function campusOf(res: LightMyRequestResponse): LandingCampus | null {
  if (res.statusCode !== 200) return null;
  try {
    const { campusName } = JSON.parse(res.body) as { campusName?: unknown };
    return typeof campusName === 'string' ? { json: res.body, title: siteTitle(campusName) } : null;
  } catch {
    return null;
  }
}

/** Where the landing page's server bundle sits: beside the client build. */
export const landingBundlePath = (clientDir: string) =>
  path.join(clientDir, '..', 'ssr', 'renderLanding.cjs');

function loadRenderer(bundle: string): RenderLanding | null {
  if (!fs.existsSync(bundle)) return null;
  const loaded = createRequire(bundle)(bundle) as { renderLanding?: RenderLanding };
  return typeof loaded.renderLanding === 'function' ? loaded.renderLanding : null;
}

/**
 * The server-rendered landing page (docs/architecture.md#server-rendered-landing-page): `GET /`
 * answers index.html with the markup of `/` and its page-1 JSON, so a slow phone shows the items
 * before the app's scripts arrive; the campus settings name the campus in the title, the bar and
 * the footer. The JSON is what the API answers (its search cache), asked for with the visitor's
 * address (its rate-limit budget, as if the browser asked); the page is rendered and compressed
 * once per JSON (a write, or new campus settings, change it). `send` answers false when there is
 * no server bundle or anything fails: the caller then sends the plain index.html.
 */
export function createLandingPage(
  app: FastifyInstance,
  clientDir: string,
  render: RenderLanding | null = loadRenderer(landingBundlePath(clientDir)),
) {
  if (!render) app.log.warn('No server-rendered landing page: run `npm run build`.');
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  let cached: { key: string; page: EncodedPage } | null = null;
  let warned = false;

  async function page(req: FastifyRequest): Promise<EncodedPage | null> {
    if (!render) return null;
    const ask = (url: string) => app.inject({ method: 'GET', url, remoteAddress: req.ip });
    const [res, settings] = await Promise.all([ask(BROWSE_FIRST_PAGE), ask(CAMPUS_SETTINGS)]);
    if (res.statusCode !== 200) return null;
    // Without the settings the page names the default campus, as the SPA does until they load.
    const campus = campusOf(settings);
    const key = `${res.body}\n${campus?.json ?? ''}`;
    if (cached?.key === key) return cached.page;
    try {
      const html = landingHtml(template, render(res.body, campus?.json), res.body, campus);
      if (!html) throw new Error('index.html has no empty <div id="root"></div>');
      cached = { key, page: encodePage(html) };
      return cached.page;
    } catch (err) {
      if (!warned)
        app.log.warn({ err }, 'The landing page could not be rendered: plain index.html.');
      warned = true;
      return null;
    }
  }

  return {
    async send(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      const rendered = await page(req);
      if (!rendered) return false;
      reply.header('cache-control', REVALIDATE).header('etag', rendered.etag);
      reply.header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      if (req.headers['if-none-match'] === rendered.etag) {
        await reply.status(304).send();
        return true;
      }
      const encoding = pickEncoding(req.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      await reply.send(encoding ? rendered[encoding] : rendered.identity);
      return true;
    },
  };
}
