import type { Db } from '../db';
import type { ItemsTable, UsersTable } from '../db/types';
import { newId, nowIso } from '../lib/ids';
import { createSession } from '../modules/auth/sessions';
import type { TestApp } from './testApp';

/**
 * Test data written straight through the database (no auth or items endpoints involved), so a
 * module's tests do not depend on another module's handlers.
 */
export type TestUser = { id: string; token: string; name: string; email: string };

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
const dbOf = (t: TestApp): Db => t.app.ctx.db;

export async function createUser(
  t: TestApp,
  opts: { role?: UsersTable['role']; name?: string; email?: string; isActive?: boolean } = {},
): Promise<TestUser> {
  const id = newId();
  const n = unique();
  const name = opts.name ?? `${opts.role ?? 'user'} ${n}`;
  const email = opts.email ?? `u${n}@test.local`;
  const now = nowIso();
  await dbOf(t)
    .insertInto('users')
    .values({
      id,
      name,
      email,
      // Not a usable hash: fixtures log in through sessions, never with a password.
      password_hash: 'fixture-no-password',
      role: opts.role ?? 'user',
      is_active: opts.isActive === false ? 0 : 1,
      is_verified: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const { token } = await createSession(dbOf(t), id);
  return { id, token, name, email };
}

export async function createCategory(
  t: TestApp,
  name: string,
  opts: { isActive?: boolean } = {},
): Promise<{ id: string; name: string }> {
  const id = newId();
  const now = nowIso();
  await dbOf(t)
    .insertInto('categories')
    .values({
      id,
      name,
      name_key: name.toLowerCase(),
      description: '',
      is_active: opts.isActive === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, name };
}

/** An item row; `createdAt` lets ordering tests control time. */
export async function createItem(
  t: TestApp,
  opts: {
    postedBy: string;
    categoryId: string;
    title?: string;
    description?: string;
    location?: string;
    status?: ItemsTable['status'];
    keeperId?: string | null;
    claimedById?: string | null;
    isActive?: boolean;
    createdAt?: string;
  },
): Promise<string> {
  const id = newId();
  const now = opts.createdAt ?? nowIso();
  await dbOf(t)
    .insertInto('items')
    .values({
      id,
      title: opts.title ?? 'Black umbrella',
      description: opts.description ?? 'Folding umbrella with a wooden handle.',
      status: opts.status ?? 'Lost',
      category_id: opts.categoryId,
      location: opts.location ?? 'Main library',
      image_key: null,
      posted_by_id: opts.postedBy,
      keeper_id: opts.keeperId ?? null,
      claimed_by_id: opts.claimedById ?? null,
      is_active: opts.isActive === false ? 0 : 1,
      created_at: now,
      updated_at: now,
      returned_at: null,
    })
    .execute();
  return id;
}

/** `Authorization` header for a fixture user. */
export const auth = (u: { token: string }) => ({ authorization: u.token });

/** A multipart body for app.inject: text fields plus an optional file part. */
export function multipart(
  fields: Record<string, string>,
  file?: { name?: string; filename: string; contentType: string; data: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fixture${unique()}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'image'}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
