import type { SessionUser } from '../../app/sessionSlice';

type UpdatedUser = { id?: string; _id: string; name: string; email: string; role?: string };

/** The session user after a profile or email change: the server's answer, keeping the role. */
export const sessionUserFrom = (updated: UpdatedUser, current: SessionUser): SessionUser => ({
  id: updated.id ?? updated._id,
  name: updated.name,
  email: updated.email,
  role: updated.role ?? current.role,
});
