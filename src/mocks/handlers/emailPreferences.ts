import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, errorBody } from '../apiPath';
import { mockPeople, mockUserForToken } from '../data/items';
import { mockAlerts, preferencesOf, readUnsubscribeToken } from '../data/alerts';
import type { EmailDelivery, EmailPreferences } from '../../api/enhancedApi';

/**
 * Mocked e-mail preference operations of openapi.yaml, and the one-click unsubscribe (every
 * response is checked against the contract in Jest).
 */

const DELIVERIES: EmailDelivery[] = ['instant', 'digest', 'off'];
const KINDS = ['messages', 'claims', 'matches'] as const;

const fail = (status: number, message: string, code: string) =>
  HttpResponse.json(errorBody(message, code), { status });

/** The whole object, each kind a known delivery, nothing else (additionalProperties: false). */
function readPreferences(body: unknown): EmailPreferences | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const known = Object.keys(record).every((key) => (KINDS as readonly string[]).includes(key));
  const valid = KINDS.every((kind) => DELIVERIES.includes(record[kind] as EmailDelivery));
  return known && valid ? (body as EmailPreferences) : null;
}

export const emailPreferencesHandlers: HttpHandler[] = [
  http.get(apiPath('/users/me/email-preferences'), ({ request }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    if (!user) return fail(401, 'Authentication required', 'UNAUTHORIZED');
    return HttpResponse.json(preferencesOf(user._id));
  }),

  http.put(apiPath('/users/me/email-preferences'), async ({ request }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    if (!user) return fail(401, 'Authentication required', 'UNAUTHORIZED');
    const next = readPreferences(await request.json().catch(() => null));
    if (!next) return fail(400, 'Validation failed', 'VALIDATION_ERROR');
    const saved = { messages: next.messages, claims: next.claims, matches: next.matches };
    mockAlerts.preferences[user._id] = saved;
    return HttpResponse.json(saved);
  }),

  // No login: the signed token names the user and the kind (mock tokens: src/mocks/data/alerts.ts).
  http.post(apiPath('/email/unsubscribe'), ({ request }) => {
    // Like the server: a mail client's one-click form, or (the SPA) no body at all.
    const type = request.headers.get('content-type');
    if (type && !type.startsWith('application/x-www-form-urlencoded')) {
      return fail(415, 'Unsupported content type', 'UNSUPPORTED_MEDIA_TYPE');
    }
    const token = new URL(request.url).searchParams.get('token') ?? '';
    if (!token) return fail(400, 'token is required', 'VALIDATION_ERROR');
    const link = readUnsubscribeToken(token);
    if (!link || !mockPeople.some((p) => p._id === link.userId)) {
      return fail(400, 'This unsubscribe link is not valid.', 'BAD_REQUEST');
    }
    mockAlerts.preferences[link.userId] = { ...preferencesOf(link.userId), [link.kind]: 'off' };
    return HttpResponse.json({ message: 'Unsubscribed', kind: link.kind });
  }),
];
