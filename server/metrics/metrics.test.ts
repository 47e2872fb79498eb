import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { newId } from '../lib/ids';
import { createTestApp, type TestApp } from '../test/testApp';
import { createUser, type TestUser } from '../test/fixtures';
import { api, closeSockets, connect, makeConversation } from '../test/realtimeFixtures';
import { parsePrometheusText, valueOf, type Family } from '../test/prometheusText';

const TOKEN = 'metrics-token-for-tests-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** GET /metrics, parsed strictly: a line that breaks the exposition format fails the test. */
async function scrape(t: TestApp): Promise<Map<string, Family>> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const families = parsePrometheusText(res.body);
  // And a third-party parser (a port of Prometheus' own Go parser) reads the same families.
  const theirs = parsePrometheusTextFormat(res.body).map((f) => `${f.name} ${f.type}`);
  expect(theirs.sort()).toEqual(
    [...families.values()].map((f) => `${f.name} ${f.type.toUpperCase()}`).sort(),
  );
  return families;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    // A built SPA, so a /metrics that fell through would be its index.html with a 200.
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({}, { clientDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('does not exist: 404, even with a bearer token, never the SPA', async () => {
    for (const headers of [{}, bearer]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    // The SPA fallback is still there for client routes.
    expect((await t.app.inject({ method: 'GET', url: '/items/x' })).statusCode).toBe(200);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let smtp: net.Server;
  let alice: TestUser;
  let poster: TestUser;

  beforeAll(async () => {
    // An SMTP server that hangs up at once: every send fails, quickly.
    smtp = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.address() as net.AddressInfo;
    t = await createTestApp({
      METRICS_TOKEN: TOKEN,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      // Queued mail stays queued, so the mail queue's length is known.
      ROLE: 'web',
    });
    alice = await createUser(t, { name: 'Alice' });
    poster = await createUser(t, { name: 'Pat Poster' });
  });
  afterAll(async () => {
    closeSockets();
    await t.close();
    await new Promise((resolve) => smtp.close(resolve));
  });

  it('refuses a missing, wrong or non-bearer credential with 401', async () => {
    const cases = [
      {},
      { authorization: 'Bearer wrong-token-of-some-length' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ];
    for (const headers of cases) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(res.body).not.toContain('lostfound_');
    }
  });

  it('answers the exposition format with process, event-loop and database figures', async () => {
    const families = await scrape(t);
    expect(families.get('lostfound_http_requests_total')?.type).toBe('counter');
    expect(families.get('lostfound_http_request_duration_seconds')?.type).toBe('histogram');
    expect(families.get('lostfound_process_cpu_user_seconds_total')?.type).toBe('counter');
    expect(valueOf(families, 'lostfound_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(
      0,
    );
    expect(valueOf(families, 'lostfound_db_up')).toBe(1);
    expect(valueOf(families, 'lostfound_db_ping_seconds')).toBeGreaterThanOrEqual(0);
    for (const family of families.values()) expect(family.help).toBeTruthy();
  });

  it('counts requests by operation and status, with their durations', async () => {
    const before = await scrape(t);
    const labels = { route: 'getHealth', method: 'GET', status: '200' };
    const count = (f: Map<string, Family>) =>
      valueOf(f, 'lostfound_http_requests_total', labels) ?? 0;
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    await t.app.inject({ method: 'GET', url: '/api/v1/items/no-such-item' });
    const after = await scrape(t);
    expect(count(after) - count(before)).toBe(3);
    expect(valueOf(after, 'lostfound_http_request_duration_seconds_count', labels)).toBe(
      count(after),
    );
    // The item's id is not a label: its operation is.
    const missing = { route: 'getItem', method: 'GET', status: '404' };
    expect(valueOf(after, 'lostfound_http_requests_total', missing)).toBe(1);
    const routes = after.get('lostfound_http_requests_total')!.samples.map((s) => s.labels.route);
    expect(routes.some((r) => r.includes('no-such-item'))).toBe(false);
  });

  it('counts a failed sign-in, a lock and a try while locked', async () => {
    const email = `locked.${newId()}@campus.test`;
    // Nine wrong passwords a few minutes ago (past their waits, inside the lock window).
    const earlier = new Date(Date.now() - 5 * 60_000).toISOString();
    for (let i = 0; i < 9; i++) {
      await t.app.ctx.db
        .insertInto('auth_failures')
        .values({ id: newId(), kind: 'login', subject: email, created_at: earlier })
        .execute();
    }
    const before = await scrape(t);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password: 'not the password' },
      });
    expect((await login()).statusCode).toBe(400);
    expect((await login()).statusCode).toBe(429);
    const after = await scrape(t);
    const moved = (name: string, labels: Record<string, string>) =>
      (valueOf(after, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0);
    expect(moved('lostfound_login_failures_total', { reason: 'password' })).toBe(1);
    expect(moved('lostfound_login_failures_total', { reason: 'throttled' })).toBe(1);
    expect(moved('lostfound_account_lockouts_total', { kind: 'login' })).toBe(1);
    expect(moved('lostfound_account_lockouts_total', { kind: 'code' })).toBe(0);
  });

  it('counts messages, notifications, queued and failed mail, and open sockets', async () => {
    const url = await t.listen();
    // Pat wants message e-mail at once (the default is the daily digest).
    const prefs = await api(t.app, 'PUT', '/users/me/email-preferences', poster, {
      messages: 'instant',
      claims: 'instant',
      matches: 'instant',
    });
    expect(prefs.status).toBe(200);
    const before = await scrape(t);
    const { conversationId } = await makeConversation(t.app, alice, poster);
    const sent = await api(t.app, 'POST', `/messages/${conversationId}/messages`, alice, {
      content: 'Is this my umbrella?',
    });
    expect(sent.status).toBe(201);
    // Account mail (a reset code) is a durable job too: it waits (no worker in this process).
    await api(t.app, 'POST', '/auth/forgot-password', undefined, { email: alice.email });
    await t.app.ctx.jobs.idle();
    // A send the SMTP server hangs up on is counted as a failure.
    await expect(
      t.app.ctx.mailer.send({
        to: alice.email,
        subject: 'Test',
        text: 'Test',
        html: '<p>Test</p>',
      }),
    ).rejects.toThrow();
    await connect(url, { token: poster.token });

    const after = await scrape(t);
    const moved = (name: string, labels: Record<string, string> = {}) =>
      (valueOf(after, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0);
    expect(moved('lostfound_messages_sent_total')).toBe(1);
    expect(moved('lostfound_notifications_sent_total', { type: 'message' })).toBe(1);
    expect(moved('lostfound_mail_failures_total')).toBe(1);
    // The message's e-mail to Pat and Alice's code wait in the durable queue.
    expect(valueOf(after, 'lostfound_mail_queue_length')).toBe(2);
    expect(valueOf(after, 'lostfound_jobs_queued', { kind: 'send-mail' })).toBe(1);
    expect(valueOf(after, 'lostfound_jobs_queued', { kind: 'account-mail' })).toBe(1);
    expect(valueOf(after, 'lostfound_open_sockets')).toBe(1);
    // Labels name operations, never the ids of the URLs.
    for (const family of after.values()) {
      for (const sample of family.samples) {
        expect(Object.values(sample.labels).join(' ')).not.toContain(conversationId);
      }
    }
    closeSockets();
  });
});

describe('the Prometheus text reader used above', () => {
  const typed = '# HELP x_total X.\n# TYPE x_total counter\n';
  it.each([
    ['a missing newline at the end', `${typed}x_total 1`],
    ['a sample without TYPE', 'y 1\n'],
    ['a bad metric name', `${typed}x-total 1\n`],
    ['an unquoted label value', `${typed}x_total{a=b} 1\n`],
    ['a bad value', `${typed}x_total one\n`],
    ['the same series twice', `${typed}x_total{a="1"} 1\nx_total{a="1"} 2\n`],
    ['a second TYPE', `${typed}# TYPE x_total gauge\nx_total 1\n`],
    [
      'buckets that are not cumulative',
      '# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_sum 1\nh_count 1\n',
    ],
  ])('refuses %s', (_, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });

  it('reads labels with escapes, NaN and +Inf', () => {
    const families = parsePrometheusText(
      `${typed}x_total{a="q\\"uote",b="new\\nline"} NaN\n# TYPE g gauge\ng +Inf 1700000000000\n`,
    );
    expect(valueOf(families, 'x_total', { a: 'q"uote', b: 'new\nline' })).toBeNaN();
    expect(valueOf(families, 'g')).toBe(Infinity);
  });
});
