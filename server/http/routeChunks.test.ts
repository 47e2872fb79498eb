import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chunkFiles, routeChunkLinks, routeModules } from './routeChunks';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  _ui: { file: 'assets/ui-1.js', imports: ['index.html'] },
  _charts: { file: 'assets/charts-1.js', imports: ['_ui'] },
  'src/features/admin/AdminPage.tsx': {
    file: 'assets/AdminPage-1.js',
    imports: ['index.html', '_ui'],
  },
  'src/features/admin/tabs/OverviewTab.tsx': {
    file: 'assets/OverviewTab-1.js',
    imports: ['index.html', '_ui', '_charts'],
  },
  'src/features/admin/tabs/UsersTab.tsx': { file: 'assets/UsersTab-1.js', imports: ['_ui'] },
  'src/features/items/details/ItemDetailsPage.tsx': { file: 'assets/Details-1.js' },
};

describe('route chunk preloads', () => {
  it('maps each SPA path to the page it renders, the admin with its open tab', () => {
    expect(routeModules('/')).toEqual([]);
    expect(routeModules('/items/abc')).toEqual(['src/features/items/details/ItemDetailsPage.tsx']);
    expect(routeModules('/items/create')).toEqual(['src/features/items/create/CreateItemPage.tsx']);
    expect(routeModules('/admin')).toEqual([
      'src/features/admin/AdminPage.tsx',
      'src/features/admin/tabs/OverviewTab.tsx',
    ]);
    expect(routeModules('/admin?tab=users')).toEqual([
      'src/features/admin/AdminPage.tsx',
      'src/features/admin/tabs/UsersTab.tsx',
    ]);
    expect(routeModules('/admin?tab=nonsense')).toEqual(['src/features/admin/AdminPage.tsx']);
    expect(routeModules('/nowhere')).toEqual([]);
  });

  it('lists every chunk a page imports once, never the entry', () => {
    expect(chunkFiles(manifest, routeModules('/admin'))).toEqual([
      'assets/AdminPage-1.js',
      'assets/ui-1.js',
      'assets/OverviewTab-1.js',
      'assets/charts-1.js',
    ]);
  });

  it('reads the build manifest, and adds nothing without one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-chunks-'));
    expect(routeChunkLinks(dir)('/admin')).toEqual([]);
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect(routeChunkLinks(dir)('/items/x')).toEqual(['</assets/Details-1.js>; rel=modulepreload']);
  });
});
