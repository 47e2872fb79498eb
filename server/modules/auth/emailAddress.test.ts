import { ApiError } from '../../errors';
import {
  EMAIL_INVALID,
  EMAIL_PLAIN_RULE,
  canonicalEmail,
  emailProblem,
} from '../../../shared/email';
import { createTestApp, type TestApp } from '../../test/testApp';
import { requireCanonicalEmail } from './emailAddress';
import { register } from './register';
import { forgotPassword } from './forgotPassword';
import { verifyOtp } from './verifyOtp';

/** The canonical form itself (docs/security.md#e-mail-addresses); HTTP attacks are in test/security. */
describe('canonical e-mail addresses', () => {
  it('lower-cases ASCII letters only, after trimming ASCII blanks', () => {
    expect(canonicalEmail('Sam@Campus.EDU')).toBe('sam@campus.edu');
    expect(canonicalEmail(" \tO'Brien+Lost.Found@Mail-1.Campus.edu\n")).toBe(
      "o'brien+lost.found@mail-1.campus.edu",
    );
  });

  it.each([
    ['KELVIN SIGN', '\u212Aim@campus.edu'],
    ['dotless i', '\u0131an@campus.edu'],
    ['dotted capital I', '\u0130an@campus.edu'],
    ['long s', '\u017Fam@campus.edu'],
    ['fullwidth letters', '\uFF53am@campus.edu'],
    ['a combining mark', 'e\u0301va@campus.edu'],
    ['a precomposed letter', '\u00E9va@campus.edu'],
    ['a non-ASCII domain', 'sam@campus.\u212Adu'],
    ['a no-break space', '\u00A0sam@campus.edu'],
    ['a mathematical letter (astral)', '\u{1D42C}am@campus.edu'],
  ])('refuses %s, in words about plain letters', (_, input) => {
    expect(canonicalEmail(input)).toBeUndefined();
    expect(emailProblem(input)).toBe(EMAIL_PLAIN_RULE);
  });

  it.each([
    'sam@campus.edu.',
    'sam@campus..edu',
    'sam@localhost',
    '.sam@campus.edu',
    'sa..m@campus.edu',
    'sam@-campus.edu',
    'sam@campus-.edu',
    'sam campus@campus.edu',
    'sam@campus.edu@campus.edu',
    `${'a'.repeat(250)}@c.de`,
  ])('refuses %j as not an address', (input) => {
    expect(canonicalEmail(input)).toBeUndefined();
    expect(emailProblem(input)).toBe(EMAIL_INVALID);
  });

  it('answers 400 VALIDATION_ERROR on the field for a request', () => {
    expect(() => requireCanonicalEmail('\u212Aim@campus.edu')).toThrow(
      new ApiError(400, 'VALIDATION_ERROR', EMAIL_PLAIN_RULE, [
        { field: 'email', message: EMAIL_PLAIN_RULE },
      ]),
    );
  });
});

/** The services refuse on their own, whatever the contract lets through. */
describe('auth services without the contract in front', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    [
      'register',
      () =>
        register(
          t.app.ctx,
          { name: 'K', email: '\u212Aim@campus.edu', password: 'password 123' },
          undefined,
        ),
    ],
    ['forgot password', () => forgotPassword(t.app.ctx, { email: '\u212Aim@campus.edu' })],
    ['verify-otp', () => verifyOtp(t.app.ctx, { email: '\u212Aim@campus.edu', otp: '123456' })],
  ])('%s refuses a folded address', async (_, run) => {
    await expect(run()).rejects.toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      details: [{ field: 'email', message: EMAIL_PLAIN_RULE }],
    });
  });
});
