import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, errorBody } from '../apiPath';
import { baselineBody } from '../contract';
import { DEFAULT_EMAIL_PREFERENCES, world } from '../world';
import { body, caller, pageOf } from './common';
import type {
  EmailPreferencesUpdate,
  PersonalDataExport,
  UnsubscribeKind,
  User,
} from '../../api/enhancedApi';

/*
 * Accounts: the world's people sign in by their address (any password, any code: dev:mock's
 * logins are sam@campus.edu, kim.keeper@campus.edu, admin@campus.edu, ...), a session token is
 * `mock-token-<userId>`. Wrong passwords, expired codes and the like are the server's to decide:
 * a test that needs one answers the call itself (server.use).
 */

const byEmail = (email = '') => world.people.find((p) => p.email === email.trim().toLowerCase());

const session = ({ id, name, email, role }: User, message = 'Logged in successfully') => ({
  message,
  authorization: `mock-token-${id}`,
  user: { id, name, email, role },
});

const sent = (request: Request, message: string) =>
  body(request).then(({ email = '' }) => HttpResponse.json({ message, email }));

export const accountHandlers: HttpHandler[] = [
  http.post(apiPath('/auth/login'), async ({ request }) => {
    const person = byEmail((await body(request)).email);
    return person
      ? HttpResponse.json(session(person))
      : HttpResponse.json(errorBody('Invalid email or password.', 'INVALID_CREDENTIALS'), {
          status: 400,
        });
  }),

  http.post(apiPath('/auth/register'), async ({ request }) => {
    const { name = '', email = '', role = 'user' } = await body(request);
    if (!byEmail(email)) {
      const id = `u-new-${world.people.length}`;
      const createdAt = new Date().toISOString();
      world.people.push({
        _id: id,
        id,
        name,
        email,
        role: role as User['role'],
        isActive: true,
        isVerified: true,
        createdAt,
      });
    }
    return HttpResponse.json({ message: 'Check your email for the code.', email });
  }),

  http.post(apiPath('/auth/forgot-password'), ({ request }) => sent(request, 'A code was sent.')),
  http.post(apiPath('/auth/reset-password'), ({ request }) => sent(request, 'Password reset.')),

  http.post(apiPath('/auth/verify-otp'), async ({ request }) => {
    const { email, purpose } = await body(request);
    const person = byEmail(email);
    if (purpose === 'reset')
      return HttpResponse.json({ message: 'Code verified.', resetToken: 'mock-reset' });
    return person
      ? HttpResponse.json({ ...session(person, 'Email verified successfully'), firstSignIn: true })
      : HttpResponse.json(errorBody('Invalid or expired OTP', 'BAD_REQUEST'), { status: 400 });
  }),

  // Single sign-on is off (the baseline's settings); a landing link's code opens Sam's session.
  http.post(apiPath('/auth/oidc/session'), () =>
    HttpResponse.json(session(world.people.find((p) => p._id === 'u-student')!)),
  ),

  http.get(apiPath('/users/me'), ({ request }) => HttpResponse.json({ user: caller(request) })),

  http.put(apiPath('/users/me'), async ({ request }) => {
    const user = caller(request);
    const { name = user.name, email = user.email } = await body(request);
    user.name = name;
    if (email === user.email) return HttpResponse.json({ message: 'Profile updated.', user });
    const pendingEmail = (world.pendingEmails[user._id] = email.trim().toLowerCase());
    const message = `We sent a code to ${pendingEmail}. Enter it to confirm your new email.`;
    return HttpResponse.json({ message, user, pendingEmail });
  }),

  http.post(apiPath('/users/me/email/confirm'), ({ request }) => {
    const user = caller(request);
    user.email = world.pendingEmails[user._id] ?? user.email;
    delete world.pendingEmails[user._id];
    return HttpResponse.json({ message: 'Email updated successfully', user });
  }),

  http.delete(apiPath('/users/me'), ({ request }) => {
    caller(request).isActive = false;
    return HttpResponse.json({ message: 'Account deleted.' });
  }),

  http.get(apiPath('/users/me/items'), ({ request }) => {
    const { _id } = caller(request);
    const mine = world.items.filter(
      (i) => i.isActive && [i.postedBy._id, i.claimedById, i.keeperId].includes(_id),
    );
    const { rows, pagination } = pageOf(mine, request);
    return HttpResponse.json({ items: rows, pagination });
  }),

  http.get(apiPath('/users/me/export'), ({ request }) => {
    const user = caller(request);
    const data = baselineBody('exportMyData') as PersonalDataExport;
    data.account = {
      ...data.account,
      id: user._id,
      name: user.name,
      email: user.email,
      role: user.role,
    };
    return HttpResponse.json(data);
  }),

  http.get(apiPath('/users/me/email-preferences'), ({ request }) =>
    HttpResponse.json(world.preferences[caller(request)._id] ?? DEFAULT_EMAIL_PREFERENCES),
  ),

  http.put(apiPath('/users/me/email-preferences'), async ({ request }) => {
    const { _id } = caller(request);
    const { messages, claims, matches, matchDigest } = await body<EmailPreferencesUpdate>(request);
    const saved = world.preferences[_id] ?? DEFAULT_EMAIL_PREFERENCES;
    const choices = { messages, claims, matches, matchDigest: matchDigest ?? saved.matchDigest };
    return HttpResponse.json((world.preferences[_id] = choices));
  }),

  // The link's token is the mock's own: `mock-unsubscribe.<kind>.<userId>`.
  http.post(apiPath('/email/unsubscribe'), ({ request }) => {
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const [, kind = 'matches', userId = 'u-student'] = token.split('.') as [
      string,
      UnsubscribeKind,
      string,
    ];
    const preferences = world.preferences[userId] ?? DEFAULT_EMAIL_PREFERENCES;
    world.preferences[userId] =
      kind === 'matchDigest'
        ? { ...preferences, matchDigest: false }
        : { ...preferences, [kind]: 'off' };
    return HttpResponse.json({ message: 'Unsubscribed', kind });
  }),
];

/** The unsubscribe link's token for a kind of e-mail (dev:mock: /unsubscribe?token=...). */
export const mockUnsubscribeToken = (kind: UnsubscribeKind, userId = 'u-student') =>
  `mock-unsubscribe.${kind}.${userId}`;
