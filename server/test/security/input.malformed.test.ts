import { createTestApp, type TestApp } from '../testApp';
import { auth, createCategory, createUser, multipart, type TestUser } from '../fixtures';
import { bytes, errorShape, parseResponses, rawRequest } from './inputHttp';

/**
 * Item 10: malformed bodies, URLs and headers are 4xx answers in the contract's
 * `{ message, code }` shape, never a 500 and never Fastify's or Node's own error format.
 */
const itemFields = {
  title: 'Red scarf',
  description: 'Wool, knitted',
  category: 'Clothes',
  status: 'Lost',
  location: 'Cafeteria',
};

describe('security: malformed requests get a 4xx in the contract error shape', () => {
  let t: TestApp;
  let base: string;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
    base = await t.listen();
    user = await createUser(t);
    await createCategory(t, { name: 'Clothes' });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (body: string | undefined, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/v1/auth/login`, { method: 'POST', body, headers });

  const expectError = async (res: Response, status: number, code?: string) => {
    expect(res.status).toBe(status);
    const error = errorShape(await res.text());
    if (code) expect(error.code).toBe(code);
    return error;
  };

  const postItem = (payload: Buffer, contentType: string) =>
    fetch(`${base}/api/v1/items`, {
      method: 'POST',
      body: bytes(payload),
      headers: { ...auth(user), 'content-type': contentType },
    });

  describe('JSON routes', () => {
    const good = JSON.stringify({ email: 'nobody@campus.test', password: 'long enough' });

    it('text/plain is 415', async () => {
      await expectError(
        await login(good, { 'content-type': 'text/plain' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
    });

    it('a body with no content type is 415', async () => {
      // A Uint8Array body makes fetch send no Content-Type at all.
      const res = await fetch(`${base}/api/v1/auth/login`, {
        method: 'POST',
        body: bytes(Buffer.from(good)),
      });
      await expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });

    it('no body at all is 400', async () => {
      await expectError(await login(undefined), 400, 'BAD_REQUEST');
    });

    it('invalid JSON is 400', async () => {
      await expectError(
        await login('{"email": "a@b.c", "pass', { 'content-type': 'application/json' }),
        400,
        'BAD_REQUEST',
      );
    });

    it('an empty JSON body is 400', async () => {
      await expectError(await login('', { 'content-type': 'application/json' }), 400);
    });

    it('deeply nested JSON is 400, and the server keeps answering', async () => {
      const deep = '['.repeat(200_000) + ']'.repeat(200_000);
      const res = await login(`{"email": ${deep}, "password": "long enough"}`, {
        'content-type': 'application/json',
      });
      await expectError(res, 400, 'VALIDATION_ERROR');
      const health = await fetch(`${base}/api/v1/health`);
      expect(health.status).toBe(200);
    });

    it('two Content-Length headers are refused by the HTTP parser in the error shape', async () => {
      const text = await rawRequest(
        base,
        'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 2\r\nContent-Length: 30\r\n\r\n{}',
      );
      const [res] = parseResponses(text);
      expect(res.status).toBe(400);
      expect(res.headers).toMatch(/content-type: application\/json/i);
      expect(errorShape(res.body).code).toBe('BAD_REQUEST');
    });
  });

  describe('multipart routes', () => {
    it('a truncated multipart body is 400', async () => {
      const m = multipart(itemFields);
      const res = await postItem(m.payload.subarray(0, 120), m.headers['content-type']);
      await expectError(res, 400, 'BAD_REQUEST');
    });

    it('multipart without a boundary is 400', async () => {
      const m = multipart(itemFields);
      await expectError(await postItem(m.payload, 'multipart/form-data'), 400, 'BAD_REQUEST');
    });

    it('a boundary longer than 70 characters is 400', async () => {
      const boundary = 'b'.repeat(300);
      const body = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--${boundary}--\r\n`,
      );
      await expectError(
        await postItem(body, `multipart/form-data; boundary=${boundary}`),
        400,
        'BAD_REQUEST',
      );
    });

    it('a file part where a text field is expected is 400 naming the field', async () => {
      const { title: _title, ...rest } = itemFields;
      const m = multipart(rest, {
        name: 'title',
        filename: 'title.txt',
        contentType: 'text/plain',
        data: Buffer.from('a title'),
      });
      const res = await postItem(m.payload, m.headers['content-type']);
      expect(res.status).toBe(400);
      const body = JSON.parse(await res.text());
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.details).toEqual([expect.objectContaining({ field: 'title' })]);
    });

    it('a text part declared as JSON that is not JSON is 400', async () => {
      const m = multipart({ status: 'Lost', location: 'x', category: 'Clothes', title: 't' });
      const boundary = m.headers['content-type'].split('boundary=')[1];
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n` +
            'Content-Type: application/json\r\n\r\n{not json\r\n',
        ),
        m.payload,
      ]);
      await expectError(await postItem(body, m.headers['content-type']), 400, 'BAD_REQUEST');
    });

    it('too many parts is 413', async () => {
      const fields: Record<string, string> = { ...itemFields };
      for (let i = 0; i < 40; i++) fields[`extra${i}`] = 'x';
      const m = multipart(fields);
      await expectError(
        await postItem(m.payload, m.headers['content-type']),
        413,
        'PAYLOAD_TOO_LARGE',
      );
    });
  });

  describe('URLs and headers', () => {
    it.each(['/api/v1/items/%ff', '/%ff', '/api/v1/items/%E0%A4%A'])(
      '%s is 400 in the error shape',
      async (path) => {
        const res = await fetch(base + path);
        await expectError(res, 400, 'BAD_REQUEST');
      },
    );

    it('a path parameter past the router limit is 400 in the error shape', async () => {
      const res = await fetch(`${base}/api/v1/items/${'a'.repeat(500)}`);
      expect(res.status).toBe(400);
      errorShape(await res.text());
    });

    it('a 20 KB header is 431 in the error shape', async () => {
      const text = await rawRequest(
        base,
        `GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      const [res] = parseResponses(text);
      expect(res.status).toBe(431);
      expect(res.headers).toMatch(/content-type: application\/json/i);
      expect(errorShape(res.body).code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('a malformed request line is 400 in the error shape', async () => {
      const [res] = parseResponses(await rawRequest(base, 'GET /\x01 HTTP/9\r\n\r\n'));
      expect(res.status).toBe(400);
      expect(errorShape(res.body).code).toBe('BAD_REQUEST');
    });
  });

  describe('without a session', () => {
    it('a route that needs a session answers 401 before it reads or validates the body', async () => {
      const empty = await fetch(`${base}/api/v1/items`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-session' },
      });
      await expectError(empty, 401, 'UNAUTHORIZED');
      const intake = await fetch(`${base}/api/v1/office/intake`, {
        method: 'POST',
        body: bytes(Buffer.from('--zz\r\nnot multipart at all')),
        headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      });
      await expectError(intake, 401, 'UNAUTHORIZED');
      const bulk = await fetch(`${base}/api/v1/office/bulk/move`, {
        method: 'POST',
        body: JSON.stringify({ itemIds: 'nope' }),
        headers: { 'content-type': 'application/json' },
      });
      await expectError(bulk, 401, 'UNAUTHORIZED');
    });

    it('a route open to everyone still validates an anonymous request', async () => {
      const res = await fetch(`${base}/api/v1/search/items/search?page=0`);
      await expectError(res, 400, 'VALIDATION_ERROR');
    });
  });
});
