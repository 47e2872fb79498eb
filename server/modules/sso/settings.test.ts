import { loadConfig } from '../../config';

const env = (vars: Record<string, string>) => ({ DATA_DIR: '/tmp/unused', ...vars });
const full = {
  OIDC_ISSUER: 'https://login.campus.edu/realms/students',
  OIDC_CLIENT_ID: 'lost-and-found',
  OIDC_CLIENT_SECRET: 's3cret',
};

describe('single sign-on settings', () => {
  it('is off without the issuer, client id and secret', () => {
    expect(loadConfig(env({})).oidc).toBeUndefined();
  });

  it('reads the label and the allowed domains', () => {
    expect(
      loadConfig(env({ ...full, OIDC_ALLOWED_DOMAINS: ' Campus.edu, @staff.campus.edu ,' })).oidc,
    ).toEqual({
      issuer: full.OIDC_ISSUER,
      clientId: 'lost-and-found',
      clientSecret: 's3cret',
      name: 'Campus account',
      allowedDomains: ['campus.edu', 'staff.campus.edu'],
    });
    expect(loadConfig(env({ ...full, OIDC_NAME: 'UniLogin' })).oidc?.name).toBe('UniLogin');
  });

  it('refuses an allowed domain that is not plain ASCII, never folding it (docs/security.md#e-mail-addresses)', () => {
    expect(() =>
      loadConfig(env({ ...full, OIDC_ALLOWED_DOMAINS: 'campus.edu, \u212Aampus.edu' })),
    ).toThrow('OIDC_ALLOWED_DOMAINS: "\\u212Aampus.edu" is not a plain domain name');
    expect(() => loadConfig(env({ ...full, OIDC_ALLOWED_DOMAINS: 'campus.edu.' }))).toThrow(
      /OIDC_ALLOWED_DOMAINS: "campus.edu." is not a plain domain name/,
    );
  });

  it('stops the server when only some of the three are set', () => {
    expect(() => loadConfig(env({ OIDC_ISSUER: full.OIDC_ISSUER }))).toThrow(
      /OIDC_CLIENT_ID, OIDC_CLIENT_SECRET missing/,
    );
  });

  it('wants https, except for a provider on this machine', () => {
    expect(() => loadConfig(env({ ...full, OIDC_ISSUER: 'http://login.campus.edu' }))).toThrow(
      /OIDC_ISSUER must be an https:\/\/ URL/,
    );
    expect(loadConfig(env({ ...full, OIDC_ISSUER: 'http://127.0.0.1:9000' })).oidc).toBeDefined();
  });
});
