import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

const ROOT = '<div id="root"></div>';

/**
 * index.html with the server-rendered landing page inside #root and the page-1 JSON it was
 * rendered from beside it, or null when the template has no empty #root. The JSON sits in a
 * script the browser does not execute (so the CSP needs nothing), with `<` escaped so no
 * `</script>` or `<!--` in an item's text can end it (docs/architecture.md#server-rendered-landing-page).
 */
export function landingHtml(template: string, markup: string, page1Json: string): string | null {
  if (!template.includes(ROOT)) return null;
  const data = page1Json.replace(/</g, '\\u003c');
  const root = `<div id="root">${markup}</div><script type="application/json" id="landing-data">${data}</script>`;
  // A function replacement: `$` in the markup or the JSON is not a replacement pattern.
  return template.replace(ROOT, () => root);
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
