import fs from 'node:fs';
import path from 'node:path';
import { ACCOUNTS, PASSWORD } from './accounts';

/**
 * The README's demo logins are the ones `npm run seed` gives the real server, with their roles
 * and password; the mocked API's own logins are listed apart.
 */
const readme = fs.readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
const section = readme.split('\n### Demo logins\n')[1]?.split('\n## ')[0] ?? '';

describe('README: demo logins', () => {
  it('lists every account of npm run seed with its role, and their password', () => {
    expect(section).toContain(`\`${PASSWORD}\``);
    const rows = ACCOUNTS.map(({ email, role }) =>
      section
        .split('\n')
        .some((line) => line.includes(`\`${email}\``) && line.includes(` ${role} `)),
    );
    expect(rows).toEqual(ACCOUNTS.map(() => true));
  });

  it('says what npm start creates on an empty database', () => {
    expect(section).toMatch(/`npm start` creates no account/);
  });
});
