import fs from 'node:fs';
import path from 'node:path';

/**
 * The maps of docs/architecture.md#where-code-goes name exactly the folders that exist: a folder
 * added, renamed or removed without its line fails here, naming the line to write or delete.
 */
const root = path.resolve(__dirname, '..');
const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

/** The first column's `name` (or `name/`) of the first table under the heading. */
function mapNames(heading: string): string[] {
  const lines = doc.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) throw new Error(`docs/architecture.md has no heading "${heading}"`);
  const names: string[] = [];
  let inTable = false;
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,4} /.test(line)) break;
    if (!line.startsWith('|')) {
      if (inTable) break;
      continue;
    }
    inTable = true;
    const first = line.split('|')[1].trim();
    const name = first.match(/^`([^`]+?)\/?`$/)?.[1];
    if (name) names.push(name);
  }
  return names;
}

/** Folders that hold at least one file (git keeps no empty folder, so neither does the map). */
function foldersIn(dir: string): string[] {
  const holdsFiles = (folder: string): boolean =>
    fs
      .readdirSync(folder, { withFileTypes: true })
      .some((e) => e.isFile() || (e.isDirectory() && holdsFiles(path.join(folder, e.name))));
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && holdsFiles(path.join(root, dir, e.name)))
    .map((e) => e.name);
}

function drift(heading: string, dir: string): string[] {
  const listed = mapNames(heading);
  const onDisk = foldersIn(dir);
  return [
    ...onDisk
      .filter((name) => !listed.includes(name))
      .map((name) => `${dir}/${name} exists but "${heading}" has no line for it`),
    ...listed
      .filter((name) => !onDisk.includes(name))
      .map((name) => `"${heading}" lists ${name}, but ${dir}/${name} does not exist`),
    ...listed
      .filter((name, i) => listed.indexOf(name) !== i)
      .map((name) => `"${heading}" lists ${name} twice`),
  ];
}

describe('docs/architecture.md maps the folders that exist', () => {
  it.each([
    ['#### Module map', 'server/modules'],
    ['#### Feature map', 'src/features'],
    ['### Server (`server/`)', 'server'],
    ['### Client (`src/`)', 'src'],
  ])('%s lists exactly the folders of %s/', (heading, dir) => {
    expect(mapNames(heading).length).toBeGreaterThan(0);
    expect(drift(heading, dir)).toEqual([]);
  });

  it('every module has a README.md saying what it owns', () => {
    const missing = foldersIn('server/modules').filter(
      (name) => !fs.existsSync(path.join(root, 'server/modules', name, 'README.md')),
    );
    expect(missing.map((name) => `server/modules/${name}/README.md is missing`)).toEqual([]);
  });
});
