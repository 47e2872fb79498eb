import { registerThroughApi, type Person } from './flows';
import type { Portal } from './portal';

/** A logged-in API caller, for seeding what a journey only looks at. */
export type Caller = {
  token: string;
  userId: string;
  call: <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => Promise<T>;
};

export async function loginThroughApi(
  portal: Portal,
  who: Person | { email: string; password: string },
): Promise<Caller> {
  const res = await fetch(`${portal.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as { authorization: string; user: { id: string } };
  const token = session.authorization;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const form = body instanceof FormData;
    const answer = await fetch(`${portal.url}/api/v1${path}`, {
      method,
      headers: {
        authorization: token,
        ...(body && !form ? { 'content-type': 'application/json' } : {}),
      },
      body: form ? body : body ? JSON.stringify(body) : undefined,
    });
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  return { token, userId: session.user.id, call };
}

/** The first active category's name (the server seeds the list). */
export async function firstCategory(portal: Portal): Promise<string> {
  const res = await fetch(`${portal.url}/api/v1/categories`);
  const body = (await res.json()) as { categories: { name: string }[] };
  return body.categories[0]!.name;
}

export async function postItemThroughApi(
  caller: Caller,
  item: {
    title: string;
    description: string;
    category: string;
    status: 'Lost' | 'Found';
    location: string;
  },
  image?: Buffer,
): Promise<string> {
  const form = new FormData();
  for (const [key, value] of Object.entries(item)) form.append(key, value);
  if (image)
    form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
  const answer = await caller.call<{ item: { _id: string } }>('POST', '/items', form);
  return answer.item._id;
}

/** An account with another role, made by the admin (as Create Account does) and verified. */
export async function createRoleAccount(
  portal: Portal,
  admin: Caller,
  who: Person,
  role: 'keeper' | 'admin',
) {
  await admin.call('POST', '/auth/register', { ...who, role });
  const res = await fetch(`${portal.url}/api/v1/auth/verify-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, otp: await portal.mailedCode(who.email) }),
  });
  if (!res.ok) throw new Error(`verify failed: ${res.status}`);
}

export { registerThroughApi };

/**
 * A keeper posts a Found item, takes it on (it goes to their desk) and shelves it at `deskId`:
 * an item in the office's custody (docs/product.md#desks-and-the-queue).
 */
export async function shelveThroughApi(
  keeper: Caller,
  item: { title: string; description: string; category: string; location: string },
  deskId: string,
  storageLocation: string,
): Promise<string> {
  const id = await postItemThroughApi(keeper, { ...item, status: 'Found' });
  await keeper.call('POST', `/items/${id}/assign-keeper`, {});
  await keeper.call('PUT', `/items/${id}/storage`, { storageLocation, deskId });
  return id;
}
