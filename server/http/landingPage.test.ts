import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../test/testApp';
import {
  createCategory,
  createUser,
  multipart,
  sendItemForm,
  type TestUser,
} from '../test/fixtures';

const TEMPLATE = '<!doctype html><title>Portal</title><body><div id="root"></div></body>';

/**
 * A build as `npm run build` leaves it (dist/client and dist/ssr side by side), with a stand-in
 * for the server bundle: it writes the titles it was given and how many times it rendered.
 */
function builtPortal(renderer: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-ssr-'));
  const clientDir = path.join(root, 'client');
  fs.mkdirSync(clientDir);
  fs.mkdirSync(path.join(root, 'ssr'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(root, 'ssr', 'renderLanding.cjs'), renderer);
  return { root, clientDir };
}

const WORKING = `let renders = 0;
exports.renderLanding = (json) => {
  renders += 1;
  const titles = JSON.parse(json).items.map((i) => i.title.replace(/</g, '&lt;')).join('|');
  return '<main data-renders="' + renders + '">' + titles + '</main>';
};`;
const THROWING = `exports.renderLanding = () => { throw new Error('renderer broke'); };`;

/** The JSON inside the landing-data script, as the browser would parse it. */
const landingData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="landing-data">(.*?)<\/script>/.exec(html)![1]!);

/** docs/architecture.md#server-rendered-landing-page */
describe('the server-rendered landing page', () => {
  let t: TestApp;
  let portal: ReturnType<typeof builtPortal>;
  let poster: TestUser;

  const postItem = async (title: string) => {
    const m = multipart({
      title,
      description: 'On a desk.',
      category: 'Bags',
      status: 'Found',
      location: 'Library',
    });
    const res = await sendItemForm(t, poster, m);
    expect(res.statusCode).toBe(201);
  };

  beforeAll(async () => {
    portal = builtPortal(WORKING);
    t = await createTestApp({}, { clientDir: portal.clientDir });
    poster = await createUser(t);
    await createCategory(t, { name: 'Bags' });
    await postItem('Umbrella </script><!-- & co');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(portal.root, { recursive: true, force: true });
  });

  it('answers `/` with the markup inside #root and the API page-1 JSON beside it', async () => {
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/v1/search/items/search?page=1&limit=8&isActive=true',
    });
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The first page is inside: no preload of it.
    expect(res.headers.link).toBeUndefined();
    expect(res.body).toContain(
      '<div id="root"><main data-renders="1">Umbrella &lt;/script>&lt;!-- & co</main></div>',
    );
    // Nothing in an item's text can close the script early; the JSON is the API's, byte for byte.
    expect(res.body).not.toContain('</script><!--');
    expect(landingData(res.body)).toEqual(JSON.parse(api.body));
    expect(res.body.match(/id="landing-data">(.*?)<\/script>/)![1]).toBe(
      api.body.replace(/</g, '\\u003c'),
    );
  });

  it('renders once per JSON, compressed, with an ETag; a write renders anew', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('data-renders="1"');
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    await postItem('Green scarf');
    const after = await t.app.inject({ method: 'GET', url: '/' });
    expect(after.body).toContain('data-renders="2"');
    expect(after.body).toContain('Green scarf');
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('serves the plain index.html for a search in the URL and other routes', async () => {
    for (const url of ['/?q=scarf', '/items/abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body).toBe(TEMPLATE);
    }
  });
});

describe('the landing page without a working server bundle', () => {
  it.each([
    ['a renderer that throws', THROWING],
    ['no bundle', null],
  ])('falls back to the plain index.html with %s', async (_name, renderer) => {
    const portal = builtPortal(renderer ?? '');
    if (renderer === null) fs.rmSync(path.join(portal.root, 'ssr'), { recursive: true });
    const t = await createTestApp({}, { clientDir: portal.clientDir });
    try {
      for (let i = 0; i < 2; i += 1) {
        const res = await t.app.inject({ method: 'GET', url: '/' });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(TEMPLATE);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.link).toMatch(/rel=preload; as=fetch/);
      }
    } finally {
      await t.close();
      fs.rmSync(portal.root, { recursive: true, force: true });
    }
  });
});
