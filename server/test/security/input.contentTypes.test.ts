import { loadSpec } from '../../contract/spec';
import { countItems } from '../uploads';
import { createTestApp, type TestApp } from '../testApp';
import {
  auth,
  createCategory,
  createItem,
  createUser,
  multipart,
  type TestUser,
} from '../fixtures';
import { bytes, errorShape, parseResponses, rawRequest } from './inputHttp';

/**
 * Item 9: every operation accepts only the content types its requestBody declares, and whatever
 * it accepts is validated by the contract. Attacks the running server over HTTP.
 */
type Op = { operationId: string; method: string; path: string; types: string[] | null };

type SpecOp = { operationId: string; requestBody?: { content: Record<string, unknown> } };
const spec = loadSpec() as { paths: Record<string, Partial<Record<string, SpecOp>>> };
const operations: Op[] = [];
for (const [path, item] of Object.entries(spec.paths)) {
  for (const method of ['post', 'put', 'delete'] as const) {
    const op = item[method];
    if (!op) continue;
    operations.push({
      operationId: op.operationId,
      method: method.toUpperCase(),
      path: `/api/v1${path.replace(/\{[^}]+\}/g, 'abc123')}`,
      types: op.requestBody ? Object.keys(op.requestBody.content) : null,
    });
  }
}
const jsonOps = operations.filter((o) => o.types?.includes('application/json'));
const multipartOps = operations.filter((o) => o.types?.includes('multipart/form-data'));
const bodylessOps = operations.filter((o) => o.types === null);

const itemFields = {
  title: 'Blue backpack',
  description: 'With a laptop sleeve',
  category: 'Bags',
  status: 'Found',
  location: 'Library',
};

describe('security: a body is accepted only as the content type the contract declares', () => {
  let t: TestApp;
  let base: string;
  let user: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
    base = await t.listen();
    user = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    await createCategory(t, { name: 'Bags' });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (
    path: string,
    method: string,
    body: RequestInit['body'],
    headers: Record<string, string>,
  ) => fetch(base + path, { method, body, headers });

  const expect415 = async (res: Response) => {
    expect(res.status).toBe(415);
    expect(errorShape(await res.text()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  };

  it('covers the contract: JSON, multipart and body-less operations all exist', () => {
    expect(jsonOps.length).toBeGreaterThan(10);
    expect(multipartOps.map((o) => o.operationId).sort()).toEqual([
      'createItem',
      'intakeItem',
      'updateItem',
      'uploadImport',
    ]);
    expect(bodylessOps.map((o) => o.operationId)).toEqual(
      expect.arrayContaining(['approveClaim', 'generateItemOtp', 'deleteItem', 'logoutUser']),
    );
  });

  it.each(jsonOps.map((o) => [o.operationId, o] as const))(
    '%s refuses text/plain, multipart and urlencoded bodies with 415',
    async (_id, op) => {
      const headers = auth(admin);
      await expect415(
        await send(op.path, op.method, '{"name":"x"}', {
          ...headers,
          'content-type': 'text/plain',
        }),
      );
      const m = multipart({ name: 'x', email: 'not-an-email', password: '1' });
      await expect415(
        await send(op.path, op.method, bytes(m.payload), { ...headers, ...m.headers }),
      );
      await expect415(
        await send(op.path, op.method, 'name=x', {
          ...headers,
          'content-type': 'application/x-www-form-urlencoded',
        }),
      );
    },
  );

  it.each(multipartOps.map((o) => [o.operationId, o] as const))(
    '%s refuses JSON and text/plain bodies with 415',
    async (_id, op) => {
      const headers = auth(user);
      const json = JSON.stringify(itemFields);
      await expect415(
        await send(op.path, op.method, json, { ...headers, 'content-type': 'application/json' }),
      );
      await expect415(
        await send(op.path, op.method, json, { ...headers, 'content-type': 'text/plain' }),
      );
    },
  );

  it.each(bodylessOps.map((o) => [o.operationId, o] as const))(
    '%s takes no body: any body is refused with 415',
    async (_id, op) => {
      await expect415(
        await send(op.path, op.method, '{}', {
          ...auth(admin),
          'content-type': 'application/json',
        }),
      );
    },
  );

  it('stores nothing from a registration sent as multipart or text/plain', async () => {
    const m = multipart({ name: 'A'.repeat(10_000), email: 'not-an-email', password: '1' });
    await expect415(await send('/api/v1/auth/register', 'POST', bytes(m.payload), m.headers));
    const text = JSON.stringify({ name: 'Eve', email: 'eve@campus.test', password: '1' });
    await expect415(
      await send('/api/v1/auth/register', 'POST', text, { 'content-type': 'text/plain' }),
    );
    const rows = await t.app.ctx.db
      .selectFrom('users')
      .select('email')
      .where('email', 'in', ['not-an-email', 'eve@campus.test'])
      .execute();
    expect(rows).toEqual([]);
  });

  it('a JSON registration is validated by the contract (1-character password, bad email)', async () => {
    const res = await send(
      '/api/v1/auth/register',
      'POST',
      JSON.stringify({ name: 'Eve', email: 'not-an-email', password: '1' }),
      { 'content-type': 'application/json' },
    );
    expect(res.status).toBe(400);
    expect(errorShape(await res.text()).code).toBe('VALIDATION_ERROR');
  });

  it('does not rename a user or create a category from a 10,000-character text/plain body', async () => {
    const long = 'N'.repeat(10_000);
    await expect415(
      await send('/api/v1/users/me', 'PUT', JSON.stringify({ name: long, email: user.email }), {
        ...auth(user),
        'content-type': 'text/plain',
      }),
    );
    const m = multipart({ name: long, description: 'x' });
    await expect415(
      await send('/api/v1/categories', 'POST', bytes(m.payload), { ...auth(admin), ...m.headers }),
    );
    const me = await t.app.ctx.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(me.name).toBe(user.name);
    const categories = await t.app.ctx.db
      .selectFrom('categories')
      .select('id')
      .where('name', '=', long)
      .execute();
    expect(categories).toEqual([]);
  });

  const itemCount = () => countItems(t.app.ctx.db);

  it('POST /items as JSON with a 900 KB description is refused before parsing; nothing stored', async () => {
    const before = await itemCount();
    const res = await send(
      '/api/v1/items',
      'POST',
      JSON.stringify({ ...itemFields, description: 'x'.repeat(900 * 1024) }),
      { ...auth(user), 'content-type': 'application/json' },
    );
    await expect415(res);
    expect(await itemCount()).toBe(before);
  });

  it.each([
    ['title', 121],
    ['description', 2001],
    ['description', 20_000],
    ['category', 61],
    ['location', 201],
  ])(
    'multipart: %s of %i characters is a 400 naming the field; nothing stored',
    async (field, n) => {
      const before = await itemCount();
      const m = multipart({ ...itemFields, [field]: 'x'.repeat(n) });
      const res = await send('/api/v1/items', 'POST', bytes(m.payload), {
        ...auth(user),
        ...m.headers,
      });
      expect(res.status).toBe(400);
      const body = JSON.parse(await res.text());
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.details.map((d: { field: string }) => d.field)).toContain(field);
      expect(await itemCount()).toBe(before);
    },
  );

  it('a claim sent with a body is refused and the item stays unclaimed', async () => {
    const poster = await createUser(t);
    const { id: categoryId } = await createCategory(t);
    const id = await createItem(t, { postedBy: poster.id, categoryId, status: 'Found' });
    await expect415(
      await send(`/api/v1/items/${id}/claim`, 'POST', 'hello', {
        ...auth(user),
        'content-type': 'text/plain',
      }),
    );
    const row = await t.app.ctx.db
      .selectFrom('items')
      .select(['status', 'claimed_by_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'Found', claimed_by_id: null });
  });

  it('a JSON body in another charset than UTF-8 is refused with 415', async () => {
    const res = await send(
      '/api/v1/auth/login',
      'POST',
      JSON.stringify({ email: 'a@campus.test', password: 'whatever1' }),
      { 'content-type': 'application/json; charset=utf-16' },
    );
    await expect415(res);
  });

  it('a body on a GET is ignored safely: answered, and the connection still serves the next request', async () => {
    const text = await rawRequest(
      base,
      'GET /api/v1/health HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 24\r\n\r\n{"GET / HTTP/1.1\\r\\n":1}' +
        'GET /api/v1/categories HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    const responses = parseResponses(text);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect(JSON.parse(responses[0].body)).toEqual({ status: 'ok', db: 'ok' });
    expect(JSON.parse(responses[1].body)).toHaveProperty('categories');
  });
});
