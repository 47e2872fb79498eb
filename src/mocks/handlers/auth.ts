import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, errorBody } from '../apiPath';
import { mockDb, mockPeople, mockUserForToken } from '../data/items';

type Role = 'user' | 'keeper' | 'admin';
type Account = { id: string; name: string; email: string; role: Role };

/**
 * The mocked accounts for `npm run dev:mock` (QA) are the mock data's people (sam@campus.edu,
 * admin@campus.edu, kim.keeper@campus.edu, ...): every password is "password123" until reset,
 * every emailed code is 123456. Tokens are `mock-token-<id>`, which the other mocks understand.
 * Registering creates a pending account; verifying it adds the person to the mock data.
 * Emails starting with "wrong@" make register (400), forgot-password (500) and verify-otp (404)
 * fail, so the error toasts can be seen without a server.
 */
export const MOCK_CODE = '123456';
export const MOCK_PASSWORD = 'password123';

const pending = new Map<string, Account & { password: string }>();
const passwords = new Map<string, string>();
const resetTokens = new Map<string, string>();

/** Changed passwords and pending sign-ups, for the mock world (src/mocks/world.ts). */
export const authState = {
  get: () => ({ passwords: [...passwords], pending: [...pending] }),
  set: (saved: {
    passwords: [string, string][];
    pending: [string, Account & { password: string }][];
  }) => {
    passwords.clear();
    saved.passwords.forEach(([k, v]) => passwords.set(k, v));
    pending.clear();
    saved.pending.forEach(([k, v]) => pending.set(k, v));
  },
  reset: () => {
    passwords.clear();
    pending.clear();
    resetTokens.clear();
  },
};

const findPerson = (email: string): Account | undefined => {
  const person = mockPeople.find((p) => p.email.toLowerCase() === email);
  return person && person.isActive && !mockDb.deactivated.has(person.id) ? person : undefined;
};
const passwordOf = (email: string) => passwords.get(email) ?? MOCK_PASSWORD;
const norm = (email: unknown) =>
  String(email ?? '')
    .trim()
    .toLowerCase();
const publicUser = ({ id, name, email, role }: Account) => ({ id, name, email, role });
const token = (account: Account) => `mock-token-${account.id}`;
const failing = (email: string) => email.startsWith('wrong@');

type Body = Record<string, string | undefined>;
const readBody = async (request: Request): Promise<Body> =>
  ((await request.json().catch(() => ({}))) ?? {}) as Body;

export const authHandlers: HttpHandler[] = [
  http.post(apiPath('/auth/register'), async ({ request }) => {
    const body = await readBody(request);
    const email = norm(body.email);
    if (failing(email)) {
      return HttpResponse.json(
        errorBody('Invalid request', 'VALIDATION_ERROR', [
          { field: 'email', message: 'must be a valid email address' },
        ]),
        { status: 400 },
      );
    }
    // Like the server: a taken address gets the same answer as a new one (its owner is mailed),
    // except for an admin creating an account, who is told.
    const byAdmin = mockUserForToken(request.headers.get('authorization'))?.role === 'admin';
    if (byAdmin && findPerson(email)) {
      return HttpResponse.json(
        errorBody('An account with this email already exists.', 'CONFLICT'),
        {
          status: 409,
        },
      );
    }
    if (!findPerson(email)) {
      pending.set(email, {
        id: `u-new-${Date.now().toString(36)}`,
        name: body.name ?? 'New User',
        email,
        password: body.password ?? '',
        role: 'user',
      });
    }
    return HttpResponse.json({
      message: 'Registration successful. Please check your email for the verification code.',
      email,
    });
  }),

  http.post(apiPath('/auth/login'), async ({ request }) => {
    const body = await readBody(request);
    const email = norm(body.email);
    const account = findPerson(email);
    if (account && passwordOf(email) === body.password) {
      return HttpResponse.json({
        message: 'Login successful',
        authorization: token(account),
        user: publicUser(account),
      });
    }
    if (pending.get(email)?.password === body.password) {
      return HttpResponse.json(
        errorBody('Please verify your email before logging in.', 'FORBIDDEN'),
        { status: 403 },
      );
    }
    // Like the server: 400, not 401 (401 means the token is not valid).
    return HttpResponse.json(errorBody('Invalid email or password.', 'INVALID_CREDENTIALS'), {
      status: 400,
    });
  }),

  http.post(apiPath('/auth/logout'), () => HttpResponse.json({ message: 'Logged out' })),

  http.post(apiPath('/auth/forgot-password'), async ({ request }) => {
    const email = norm((await readBody(request)).email);
    if (failing(email)) {
      return HttpResponse.json(errorBody('Could not send the code', 'INTERNAL_ERROR'), {
        status: 500,
      });
    }
    return HttpResponse.json({
      message: 'If an account exists for this email, a code has been sent.',
      email,
    });
  }),

  http.post(apiPath('/auth/verify-otp'), async ({ request }) => {
    const body = await readBody(request);
    const email = norm(body.email);
    const account = pending.get(email) ?? findPerson(email);
    if (!account || failing(email)) {
      return HttpResponse.json(errorBody('User not found', 'NOT_FOUND'), { status: 404 });
    }
    if (body.otp !== MOCK_CODE) {
      return HttpResponse.json(errorBody('Invalid or expired OTP', 'BAD_REQUEST'), {
        status: 400,
      });
    }
    const purpose = body.purpose ?? (pending.has(email) ? 'verify' : 'reset');
    if (purpose === 'reset') {
      const resetToken = `mock-reset-${account.id}-${Date.now()}`;
      resetTokens.set(email, resetToken);
      return HttpResponse.json({
        message: 'OTP verified. You can now set a new password.',
        resetToken,
      });
    }
    pending.delete(email);
    passwords.set(email, (account as { password?: string }).password ?? MOCK_PASSWORD);
    mockPeople.push({
      _id: account.id,
      id: account.id,
      name: account.name,
      email,
      role: account.role,
      isActive: true,
      isVerified: true,
      createdAt: new Date().toISOString(),
    });
    return HttpResponse.json({
      message: 'Email verified successfully',
      authorization: token(account),
      user: publicUser(account),
    });
  }),

  http.post(apiPath('/auth/reset-password'), async ({ request }) => {
    const body = await readBody(request);
    const email = norm(body.email);
    if (!findPerson(email) || !body.resetToken || resetTokens.get(email) !== body.resetToken) {
      return HttpResponse.json(
        errorBody('The reset link has expired. Start again.', 'BAD_REQUEST'),
        {
          status: 400,
        },
      );
    }
    resetTokens.delete(email);
    passwords.set(email, body.newPassword ?? passwordOf(email));
    return HttpResponse.json({
      message: 'Password reset successfully. Please log in with your new password.',
      email,
    });
  }),
];
