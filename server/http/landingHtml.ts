import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { escapeHtml } from '../mail/templates';

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

/** JSON inside a script the browser does not execute, `<` escaped so nothing in it ends the script. */
const jsonScript = (id: string, json: string) =>
  `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;

/** The campus settings the page was rendered with: their JSON, and the document title from them. */
export type LandingCampus = { json: string; title: string };

/**
 * index.html with the server-rendered landing page inside #root and the page-1 JSON it was
 * rendered from beside it, or null when the template has no empty #root. The JSON sits in a
 * script the browser does not execute (so the CSP needs nothing), with `<` escaped so no
 * `</script>` or `<!--` in an item's text can end it (docs/architecture.md#server-rendered-landing-page).
 * With the campus settings, their JSON goes beside it too and the title names the campus.
 */
export function landingHtml(
  template: string,
  markup: string,
  page1Json: string,
  campus: LandingCampus | null = null,
): string | null {
  if (!template.includes(ROOT)) return null;
  const scripts = [
    jsonScript('landing-data', page1Json),
    campus ? jsonScript('campus-data', campus.json) : '',
  ].join('');
  const root = `<div id="root">${markup}</div>${scripts}`;
  // Function replacements: `$` in the markup, the JSON or the title is not a replacement pattern.
  const page = template.replace(ROOT, () => root);
  return campus ? page.replace(TITLE, () => `<title>${escapeHtml(campus.title)}</title>`) : page;
}

/** One rendered page, compressed once (docs/deploy.md#caching-and-compression: never per request). */
export type EncodedPage = { etag: string; identity: Buffer; br: Buffer; gzip: Buffer };

export function encodePage(html: string): EncodedPage {
  const identity = Buffer.from(html);
  return {
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    identity,
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 },
    }),
    gzip: zlib.gzipSync(identity, { level: 9 }),
  };
}

/** The encoding to send for an Accept-Encoding header: br, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}
