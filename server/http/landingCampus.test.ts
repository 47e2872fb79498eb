import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test/testApp';
import { auth, createUser, type TestUser } from '../test/fixtures';

const TEMPLATE =
  '<!doctype html><title>Lost &amp; Found - College Portal</title><body><div id="root"></div></body>';

/** A stand-in for dist/ssr's renderer: it writes the campus name it was given. */
const RENDERER = `exports.renderLanding = (_page1, campusJson) =>
  '<main>' + (campusJson ? JSON.parse(campusJson).campusName.replace(/</g, '&lt;') : 'none') + '</main>';`;

function builtPortal() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-ssr-campus-'));
  const clientDir = path.join(root, 'client');
  fs.mkdirSync(clientDir);
  fs.mkdirSync(path.join(root, 'ssr'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(root, 'ssr', 'renderLanding.cjs'), RENDERER);
  return { root, clientDir };
}

const campusData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="campus-data">(.*?)<\/script>/.exec(html)![1]!);

/** docs/architecture.md#server-rendered-landing-page: the landing page names the campus. */
describe('the server-rendered landing page and the campus settings', () => {
  let t: TestApp;
  let portal: ReturnType<typeof builtPortal>;
  let admin: TestUser;

  beforeAll(async () => {
    portal = builtPortal();
    t = await createTestApp({}, { clientDir: portal.clientDir });
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(portal.root, { recursive: true, force: true });
  });

  const setCampusName = async (campusName: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/campus',
      headers: auth(admin),
      payload: {
        campusName,
        privacyContact: 'privacy@north.edu',
        accessibilityContact: 'access@north.edu',
      },
    });
    expect(res.statusCode).toBe(200);
  };

  it('keeps SPEC’s title for the default campus and hands the settings to the renderer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Lost &amp; Found - College Portal</title>');
    expect(res.body).toContain('<div id="root"><main>College</main></div>');
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/settings/campus' });
    expect(campusData(res.body)).toEqual(api.json());
  });

  it('renders anew with a new campus name: title, markup and settings agree', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/' });
    await setCampusName('Northfield <College> & Co');
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers.etag).not.toBe(before.headers.etag);
    expect(res.body).toContain(
      '<title>Lost &amp; Found - Northfield &lt;College&gt; &amp; Co Portal</title>',
    );
    expect(res.body).toContain('<main>Northfield &lt;College> & Co</main>');
    // `<` is escaped inside the script, so nothing in the name can end it.
    expect(res.body).toContain('"campusName":"Northfield \\u003cCollege> & Co"');
    expect(campusData(res.body).campusName).toBe('Northfield <College> & Co');
  });
});
