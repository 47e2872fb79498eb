import type { UserRow } from '../../db/types';

/** The contract's User: never a hash, a code or a token. */
export type ApiUser = {
  _id: string;
  id: string;
  name: string;
  email: string;
  role: UserRow['role'];
  isActive: boolean;
  isVerified: boolean;
  createdAt: string;
};

/** The small user object inside login and verify-otp answers (kept by the client). */
export type ApiAuthUser = Pick<ApiUser, 'id' | 'name' | 'email' | 'role'>;

type UserFields = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'role' | 'is_active' | 'is_verified' | 'created_at'
>;

export const toApiUser = (row: UserFields): ApiUser => ({
  _id: row.id,
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  isActive: Number(row.is_active) === 1,
  isVerified: Number(row.is_verified) === 1,
  createdAt: row.created_at,
});

export const toAuthUser = (row: Pick<UserRow, 'id' | 'name' | 'email' | 'role'>): ApiAuthUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
});
