import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, errorBody } from '../apiPath';
import { mockPeople } from '../data/items';

/** The one-time code the mocked campus sign-in accepts; it opens Sam's session. */
export const MOCK_SSO_CODE = 'mock-sso-code';

/**
 * Single sign-on (docs/product.md#single-sign-on). The mocked portal has no identity provider,
 * so it says single sign-on is off; tests turn it on with server.use(). The hand-off trade works
 * for MOCK_SSO_CODE, once the SPA is sent to `/login/oidc#code=mock-sso-code`. (The real server
 * also wants the starting browser's httpOnly cookie, docs/security.md#single-sign-on; a page
 * cannot see or send it itself, so the mock does not ask.)
 */
export const oidcHandlers: HttpHandler[] = [
  http.get(apiPath('/auth/oidc'), () =>
    HttpResponse.json({ enabled: false, name: 'Campus account' }),
  ),
  http.post(apiPath('/auth/oidc/session'), async ({ request }) => {
    const { code } = ((await request.json().catch(() => ({}))) ?? {}) as { code?: string };
    const sam = mockPeople.find((p) => p.email === 'sam@campus.edu');
    if (code !== MOCK_SSO_CODE || !sam) {
      return HttpResponse.json(
        errorBody(
          'This sign-in has expired, was already used or was started in another browser. Please sign in again.',
          'BAD_REQUEST',
        ),
        { status: 400 },
      );
    }
    const { id, name, email, role } = sam;
    return HttpResponse.json({
      message: 'Logged in successfully',
      authorization: `mock-token-${id}`,
      user: { id, name, email, role },
    });
  }),
];
