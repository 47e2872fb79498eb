import type { Page } from 'playwright-core';
import type { Portal } from './portal';

export type Person = { name: string; email: string; password: string };

let counter = 0;
export const person = (label: string): Person => {
  counter += 1;
  const tag = `${label.toLowerCase()}${Date.now().toString(36)}${counter}`;
  return { name: `${label} Person`, email: `${tag}@campus.test`, password: `pw-${tag}-long` };
};

/** A toast (notistack) with this exact text appears. */
export const toast = (page: Page, text: string) =>
  page.locator('.notistack-SnackbarContainer').getByText(text, { exact: true }).first().waitFor();

/** Register and confirm through the screens, reading the code from the outbox. */
export async function registerThroughUi(page: Page, portal: Portal, who: Person): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Name').fill(who.name);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByLabel(/^Confirm Password/).fill(who.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(/\/verify-otp\?email=/);
  await page.getByLabel(/^OTP/).fill(await portal.mailedCode(who.email));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL('**/dashboard');
}

export async function loginThroughUi(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await toast(page, 'Logged in successfully!');
  await page.waitForURL((url) => url.pathname !== '/login');
}

export async function logoutThroughUi(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await toast(page, 'Logged out successfully!');
}

/** Register and verify over the API (for people whose sign-up is not what a journey tests). */
export async function registerThroughApi(portal: Portal, who: Person): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${portal.url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const reg = await post('/auth/register', {
    name: who.name,
    email: who.email,
    password: who.password,
  });
  if (!reg.ok) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
  const ver = await post('/auth/verify-otp', {
    email: who.email,
    otp: await portal.mailedCode(who.email),
  });
  if (!ver.ok) throw new Error(`verify failed: ${ver.status} ${await ver.text()}`);
}
