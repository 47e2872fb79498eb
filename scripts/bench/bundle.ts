/**
 * Initial JavaScript per page, from Vite's build manifest: the entry chunk, the page's lazy
 * chunk, and every chunk either imports statically, gzipped. Prints figures; never asserts.
 * Target (issue 3): the browse page under 250 kB gzipped; admin code only in admin chunks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { execSync } from 'node:child_process';

type Chunk = { file: string; imports?: string[]; isEntry?: boolean; src?: string };
const dist = path.resolve('dist/client');
const manifestFile = path.join(dist, '.vite/manifest.json');

if (!fs.existsSync(manifestFile)) {
  console.log('Building the SPA for the bundle report ...');
  execSync('npm run -s build:client', { stdio: 'inherit' });
}
const manifest: Record<string, Chunk> = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    (manifest[key].imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

// The browse page ships inside the entry chunk (it is the landing page): no manifest key.
const gz = (keys: Set<string>) =>
  [...keys]
    .filter((k) => manifest[k])
    .reduce(
      (sum, k) => sum + gzipSync(fs.readFileSync(path.join(dist, manifest[k].file))).length,
      0,
    );

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const pages: Record<string, string> = {
  'browse (/)': 'src/features/items/browse/BrowsePage.tsx',
  'item details': 'src/features/items/details/ItemDetailsPage.tsx',
  dashboard: 'src/features/items/dashboard/DashboardPage.tsx',
  admin: 'src/features/admin/AdminPage.tsx',
  'admin overview': 'src/features/admin/tabs/OverviewTab.tsx',
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
console.log('\nInitial JavaScript per page (gzipped):');
for (const [name, src] of Object.entries(pages)) {
  const keys = closure([entry, src]);
  const size = gz(keys);
  const note = name.startsWith('browse')
    ? size < 250 * 1024
      ? '  (target < 250 kB: met)'
      : '  (target < 250 kB: MISSED)'
    : '';
  console.log(`  ${name.padEnd(14)} ${kb(size).padStart(9)}${note}`);
}
const browse = closure([entry, pages['browse (/)']]);
const adminLeak = [...browse].filter(
  (k) => manifest[k] && /x-data-grid|x-charts|admin-charts|admin-grid/.test(manifest[k].file + k),
);
console.log(
  `  admin libraries in the browse page's chunks: ${adminLeak.length ? adminLeak.join(', ') : 'none'}\n`,
);
const mockLeak = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .filter((f) =>
    /mock-token-|Reset mock data|setupWorker/.test(
      fs.readFileSync(path.join(dist, 'assets', f), 'utf8'),
    ),
  );
console.log(
  `  mock API code in the production build: ${mockLeak.length ? mockLeak.join(', ') : 'none'}\n`,
);
