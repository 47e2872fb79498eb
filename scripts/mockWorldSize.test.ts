import fs from 'node:fs';
import path from 'node:path';

/**
 * The mocked API stays small (docs/architecture.md#the-mocked-api): under 1,700 lines, counted as
 * `wc -l $(find src/mocks -name '*.ts')` counts them, its tests included.
 */
function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

it('the mocked API (src/mocks, *.ts) stays under 1,700 lines', () => {
  const files = tsFiles(path.resolve(__dirname, '../src/mocks'));
  const lines = files.reduce(
    (n, file) => n + fs.readFileSync(file, 'utf8').split('\n').length - 1,
    0,
  );
  expect(lines).toBeLessThan(1700);
});
