/** Eight items through the API, so the measured `/` shows a full page of cards. */
export async function seedBrowseItems(
  url: string,
  admin: { email: string; password: string },
): Promise<void> {
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { authorization } = (await login.json()) as { authorization: string };
  for (let i = 8; i >= 1; i--) {
    const form = new FormData();
    form.set('title', `Found near the library ${i}`);
    form.set('description', `A thing left on a desk of the reading room, number ${i}.`);
    form.set('category', 'Electronics');
    form.set('status', i % 2 ? 'Found' : 'Lost');
    form.set('location', 'Main Library');
    const res = await fetch(`${url}/api/v1/items`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    if (!res.ok) throw new Error(`seeding an item answered ${res.status}: ${await res.text()}`);
  }
}
