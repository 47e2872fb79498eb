import { createTestApp, type TestApp } from '../test/testApp';

/*
 * The security headers, exactly (names and values), on an API answer, an error and a missing
 * route. Written against @fastify/helmet's output, which computed them on every response; they
 * are now computed once at start (securityHeaders.ts) and must not change.
 */

const COMMON = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const csp = (imgSrc: string, upgrade: string) =>
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
  `frame-ancestors 'self';img-src ${imgSrc};object-src 'none';script-src 'self';` +
  `script-src-attr 'none';style-src 'self' https: 'unsafe-inline';${upgrade}` +
  "connect-src 'self' ws: wss:";

const HEADER_NAMES = [
  ...Object.keys(COMMON),
  'content-security-policy',
  'strict-transport-security',
  'x-powered-by',
];

const securityHeadersOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(HEADER_NAMES.filter((h) => h in headers).map((h) => [h, headers[h]]));

describe.each([
  ['http', {}, { ...COMMON, 'content-security-policy': csp("'self' data: blob:", '') }],
  [
    'https',
    { PUBLIC_URL: 'https://lostfound.example.edu' },
    {
      ...COMMON,
      // Photos' absolute addresses point at PUBLIC_URL (ImageStore.origin).
      'content-security-policy': csp(
        "'self' data: blob: https://lostfound.example.edu",
        'upgrade-insecure-requests;',
      ),
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    },
  ],
])('security headers (PUBLIC_URL %s)', (_, env, expected) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it.each([
    ['an API answer', '/api/v1/health'],
    ['a validation error', '/api/v1/search/items/search?limit=zero'],
    ['a missing route', '/api/v1/no-such-route'],
  ])('are the same on %s', async (_label, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(securityHeadersOf(res.headers)).toEqual(expected);
  });
});
