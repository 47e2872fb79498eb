import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, errorBody } from '../apiPath';
import { MOCK_EMAIL_CODE, mockDb, mockPeople, mockUserForToken } from '../data/items';
import { endMockSessions } from '../sessionEvents';
import { paginate } from './items';

/** Mocked users operations of openapi.yaml (every response is checked against the contract in Jest). */

const unauthorized = () =>
  HttpResponse.json(errorBody('Authentication required', 'UNAUTHORIZED'), { status: 401 });

export const usersHandlers: HttpHandler[] = [
  http.get(apiPath('/users/me'), ({ request }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    return user ? HttpResponse.json({ user }) : unauthorized();
  }),

  http.put(apiPath('/users/me'), async ({ request }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    if (!user) return unauthorized();
    const body = (await request.json().catch(() => ({}))) as {
      name?: string;
      email?: string;
      currentPassword?: string;
    };
    const name = body.name?.trim() ?? '';
    const email = body.email?.trim() ?? '';
    const details = [
      ...(name ? [] : [{ field: 'name', message: 'is required' }]),
      ...(/^\S+@\S+\.\S+$/.test(email) ? [] : [{ field: 'email', message: 'must be an email' }]),
    ];
    if (details.length) {
      return HttpResponse.json(errorBody('Validation failed', 'VALIDATION_ERROR', details), {
        status: 400,
      });
    }
    if (email.toLowerCase() === user.email) {
      Object.assign(user, { name });
      return HttpResponse.json({ message: 'Profile updated successfully', user });
    }
    // A new email needs the current password and waits for the code (the server's rules).
    if (!body.currentPassword) {
      return HttpResponse.json(
        errorBody('Enter your current password to change your email.', 'VALIDATION_ERROR', [
          {
            field: 'currentPassword',
            message: 'Enter your current password to change your email.',
          },
        ]),
        { status: 400 },
      );
    }
    if (body.currentPassword === 'wrong-password') {
      return HttpResponse.json(errorBody('Current password is incorrect.', 'BAD_REQUEST'), {
        status: 400,
      });
    }
    const pendingEmail = email.toLowerCase();
    mockDb.emailChanges.set(user._id, pendingEmail);
    Object.assign(user, { name });
    return HttpResponse.json({
      message: `We sent a code to ${pendingEmail}. Enter it to confirm your new email.`,
      user,
      pendingEmail,
    });
  }),

  http.post(apiPath('/users/me/email/confirm'), async ({ request }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    if (!user) return unauthorized();
    const body = (await request.json().catch(() => ({}))) as { otp?: string };
    const pendingEmail = mockDb.emailChanges.get(user._id);
    if (!pendingEmail || body.otp !== MOCK_EMAIL_CODE) {
      return HttpResponse.json(errorBody('Invalid or expired OTP', 'BAD_REQUEST'), { status: 400 });
    }
    if (mockPeople.some((p) => p._id !== user._id && p.email === pendingEmail)) {
      return HttpResponse.json(
        errorBody('An account with this email already exists.', 'CONFLICT'),
        { status: 409 },
      );
    }
    mockDb.emailChanges.delete(user._id);
    Object.assign(user, { email: pendingEmail });
    return HttpResponse.json({ message: 'Email updated successfully', user });
  }),

  http.delete(apiPath('/users/me'), ({ request }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    if (!user) return unauthorized();
    mockDb.deactivated.add(user._id);
    endMockSessions(user._id, 'deleted');
    return HttpResponse.json({ message: 'Account deactivated' });
  }),

  http.put(apiPath('/users/me/password'), async ({ request }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    if (!user) return unauthorized();
    const body = (await request.json().catch(() => ({}))) as {
      currentPassword?: string;
      newPassword?: string;
    };
    if ((body.newPassword ?? '').length < 8) {
      return HttpResponse.json(
        errorBody('Validation failed', 'VALIDATION_ERROR', [
          { field: 'newPassword', message: 'must be at least 8 characters' },
        ]),
        { status: 400 },
      );
    }
    // The mock's one wrong password, so QA can see the failure path.
    if (body.currentPassword === 'wrong-password') {
      return HttpResponse.json(errorBody('Current password is incorrect', 'BAD_REQUEST'), {
        status: 400,
      });
    }
    return HttpResponse.json({ message: 'Password updated successfully' });
  }),

  http.get(apiPath('/users/me/items'), ({ request }) => {
    const user = mockUserForToken(request.headers.get('Authorization'));
    if (!user) return unauthorized();
    const mine = mockDb.items
      .filter((i) => i.isActive)
      .filter(
        (i) => i.postedBy._id === user._id || i.claimedById === user._id || i.keeperId === user._id,
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const { page, pagination } = paginate(mine, new URL(request.url), 10);
    return HttpResponse.json({ items: page, pagination });
  }),
];
