import { errorBody } from '../apiPath';
import { baselineBody } from '../contract';
import { DEFAULT_EMAIL_PREFERENCES, world } from '../world';
import { body, caller, del, find, get, json, listed, now, post, put, said } from './common';
import type { HttpHandler } from 'msw';
import type * as Api from '../../api/enhancedApi';

/*
 * Accounts: the world's people sign in by their address (any password, any code: dev:mock's
 * logins are sam@campus.edu, kim.keeper@campus.edu, admin@campus.edu, ...), a session token is
 * `mock-token-<userId>`. Wrong passwords, expired codes and the like are the server's to decide:
 * a test that needs one answers the call itself (server.use).
 */

const byEmail = (email = '') => world.people.find((p) => p.email === email.trim().toLowerCase());

const session = ({ id, name, email, role }: Api.User, message = 'Logged in successfully') => ({
  message,
  authorization: `mock-token-${id}`,
  user: { id, name, email, role },
});

/** The caller's e-mail preferences: saved ones, else the server's defaults. */
const preferencesOf = (id: string) => world.preferences[id] ?? DEFAULT_EMAIL_PREFERENCES;

const refused = (message: string, code: string) => json(errorBody(message, code), { status: 400 });

const sent = (request: Request, message: string) =>
  body(request).then(({ email = '' }) => said(message, { email }));

export const accountHandlers: HttpHandler[] = [
  post('/auth/login', async ({ request }) => {
    const person = byEmail((await body(request)).email);
    if (!person) return refused('Invalid email or password.', 'INVALID_CREDENTIALS');
    return json(session(person));
  }),

  post('/auth/register', async ({ request }) => {
    const { name = '', email = '', role = 'user' } = await body(request);
    const [id, createdAt] = [`u-new-${world.people.length}`, now()];
    const person = { _id: id, id, name, email, role, isActive: true, isVerified: true, createdAt };
    if (!byEmail(email)) world.people.push(person as Api.User);
    return said('Check your email for the code.', { email });
  }),

  post('/auth/forgot-password', ({ request }) => sent(request, 'A code was sent.')),
  post('/auth/reset-password', ({ request }) => sent(request, 'Password reset.')),

  post('/auth/verify-otp', async ({ request }) => {
    const { email, purpose } = await body(request);
    const person = byEmail(email);
    if (purpose === 'reset') return said('Code verified.', { resetToken: 'mock-reset' });
    if (!person) return refused('Invalid or expired OTP', 'BAD_REQUEST');
    return json({ ...session(person, 'Email verified successfully'), firstSignIn: true });
  }),

  // Single sign-on is off (the baseline's settings); a landing link's code opens Sam's session.
  post('/auth/oidc/session', () => json(session(find(world.people, 'u-student', 'User')))),

  get('/users/me', ({ request }) => json({ user: caller(request) })),

  put('/users/me', async ({ request }) => {
    const user = caller(request);
    const { name = user.name, email = user.email } = await body(request);
    user.name = name;
    if (email === user.email) return said('Profile updated.', { user });
    const pendingEmail = (world.pendingEmails[user._id] = email.trim().toLowerCase());
    const message = `We sent a code to ${pendingEmail}. Enter it to confirm your new email.`;
    return said(message, { user, pendingEmail });
  }),

  post('/users/me/email/confirm', ({ request }) => {
    const user = caller(request);
    user.email = world.pendingEmails[user._id] ?? user.email;
    delete world.pendingEmails[user._id];
    return said('Email updated successfully', { user });
  }),

  del('/users/me', ({ request }) => {
    caller(request).isActive = false;
    return said('Account deleted.');
  }),

  get('/users/me/items', ({ request }) => {
    const { _id } = caller(request);
    const mine = world.items.filter(
      (i) => i.isActive && [i.postedBy._id, i.claimedById, i.keeperId].includes(_id),
    );
    return listed('items', mine, request);
  }),

  get('/users/me/export', ({ request }) => {
    const { _id: id, name, email, role } = caller(request);
    const data = baselineBody('exportMyData') as Api.PersonalDataExport;
    return json({ ...data, account: { ...data.account, id, name, email, role } });
  }),

  get('/users/me/email-preferences', ({ request }) => json(preferencesOf(caller(request)._id))),

  put('/users/me/email-preferences', async ({ request }) => {
    const { _id } = caller(request);
    const sent = await body<Api.EmailPreferencesUpdate>(request);
    const { messages, claims, matches, matchDigest = preferencesOf(_id).matchDigest } = sent;
    return json((world.preferences[_id] = { messages, claims, matches, matchDigest }));
  }),

  // The link's token is the mock's own: `mock-unsubscribe.<kind>.<userId>`.
  post('/email/unsubscribe', ({ request }) => {
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const [, kind = 'matches', userId = 'u-student'] = token.split('.');
    const off = kind === 'matchDigest' ? { matchDigest: false } : { [kind]: 'off' };
    world.preferences[userId] = { ...preferencesOf(userId), ...off };
    return json({ message: 'Unsubscribed', kind });
  }),
];

/** The unsubscribe link's token for a kind of e-mail (dev:mock: /unsubscribe?token=...). */
export const mockUnsubscribeToken = (kind: Api.UnsubscribeKind, userId = 'u-student') =>
  `mock-unsubscribe.${kind}.${userId}`;
