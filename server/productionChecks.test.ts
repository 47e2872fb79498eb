import os from 'node:os';
import { loadConfig } from './config';

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: os.tmpdir(), ...env } as NodeJS.ProcessEnv);
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://lostfound.campus.edu',
  SMTP_URL: 'smtp://mail.campus.edu:587',
};

describe('production settings (docs/deploy.md#production-settings)', () => {
  it('refuses to start in production without PUBLIC_URL, naming it', () => {
    const { PUBLIC_URL: _unset, ...env } = production;
    expect(() => load(env)).toThrow(/PUBLIC_URL must be set when NODE_ENV=production/);
  });

  it('refuses RATE_LIMIT=off in production', () => {
    expect(() => load({ ...production, RATE_LIMIT: 'off' })).toThrow(/RATE_LIMIT=off/);
  });

  it('starts with a complete production configuration, without warnings', () => {
    expect(load(production).warnings).toEqual([]);
  });

  it('warns about settings that work but are unsafe', () => {
    const warnings = load({
      ...production,
      PUBLIC_URL: 'http://localhost:3000',
      SMTP_URL: '',
      ROLE: 'worker',
    }).warnings.join('\n');
    expect(warnings).toMatch(/PUBLIC_URL .* names this machine/);
    expect(warnings).toMatch(/SMTP_URL is not set/);
    expect(warnings).toMatch(/ROLE=worker without REDIS_URL/);
    expect(warnings).toMatch(/ROLE=worker on SQLite/);
  });

  it('asks nothing of a laptop: no NODE_ENV=production, no checks', () => {
    const config = load({ RATE_LIMIT: 'off' });
    expect(config.warnings).toEqual([]);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('says once, outside production with PUBLIC_URL unset, that links will point at localhost', () => {
    expect(load({}).notes).toEqual([
      'PUBLIC_URL is not set: labels and e-mail links will point at http://localhost:3000.',
    ]);
    expect(load({ PORT: '8080' }).notes).toEqual([
      'PUBLIC_URL is not set: labels and e-mail links will point at http://localhost:8080.',
    ]);
    expect(load({ PUBLIC_URL: 'http://192.168.1.20:3000' }).notes).toEqual([]);
    expect(load(production).notes).toEqual([]);
  });
});
