import fs from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json). */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The page module each SPA route renders (src/app/router.tsx), by path. `/` is missing on
 * purpose: its page ships in the entry chunk.
 */
const ROUTE_PAGES: [RegExp, string][] = [
  [/^\/login$/, 'src/features/auth/LoginPage.tsx'],
  [/^\/register$/, 'src/features/auth/RegisterPage.tsx'],
  [/^\/verify-otp$/, 'src/features/auth/VerifyOtpPage.tsx'],
  [/^\/items\/create$/, 'src/features/items/create/CreateItemPage.tsx'],
  [/^\/items\/[^/]+$/, 'src/features/items/details/ItemDetailsPage.tsx'],
  [/^\/accessibility$/, 'src/features/accessibility/AccessibilityPage.tsx'],
  [/^\/dashboard$/, 'src/features/items/dashboard/DashboardPage.tsx'],
  [/^\/profile$/, 'src/features/profile/ProfilePage.tsx'],
  [/^\/conversations$/, 'src/features/conversations/ConversationsPage.tsx'],
  [/^\/messages\/[^/]+$/, 'src/features/conversations/MessagesPage.tsx'],
  [/^\/notifications$/, 'src/features/notifications/NotificationsPage.tsx'],
  [/^\/admin$/, 'src/features/admin/AdminPage.tsx'],
  [/^\/users\/[^/]+$/, 'src/features/admin/UserDetailsPage.tsx'],
];

/** The admin page's tabs (src/features/admin/AdminPage.tsx), by their `?tab=` key. */
const ADMIN_TABS: Record<string, string> = {
  overview: 'src/features/admin/tabs/OverviewTab.tsx',
  users: 'src/features/admin/tabs/UsersTab.tsx',
  items: 'src/features/admin/tabs/ItemsTab.tsx',
  keepers: 'src/features/admin/tabs/KeepersTab.tsx',
  conversations: 'src/features/admin/tabs/ConversationsTab.tsx',
  categories: 'src/features/admin/categories/CategoriesTab.tsx',
  'create-account': 'src/features/admin/tabs/CreateAccountTab.tsx',
  audit: 'src/features/admin/tabs/AuditTab.tsx',
};

/** The source modules a request for `url` renders first (page, and the admin's open tab). */
export function routeModules(url: string): string[] {
  const parsed = new URL(url, 'http://portal.invalid');
  const page = ROUTE_PAGES.find(([pattern]) => pattern.test(parsed.pathname))?.[1];
  if (!page) return [];
  if (parsed.pathname !== '/admin') return [page];
  const tab = ADMIN_TABS[parsed.searchParams.get('tab') ?? 'overview'];
  return tab ? [page, tab] : [page];
}

/** Each module's chunk and every chunk it imports, minus the entry (the page loads it anyway). */
export function chunkFiles(manifest: Manifest, modules: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...files];
}

/**
 * The `Link` header value that makes the browser fetch a route's lazy chunks together with the
 * entry, not one after the other once each has run (docs/deploy.md#caching-and-compression).
 * Returns a function of the request URL; without a manifest (no build) it never adds links.
 */
export function routeChunkLinks(clientDir: string): (url: string) => string[] {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return () => [];
  }
  return (url) => chunkFiles(manifest, routeModules(url)).map((f) => `</${f}>; rel=modulepreload`);
}
