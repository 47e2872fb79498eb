import { forbidden } from '../../errors';
import { newId, nowIso } from '../../lib/ids';
import { hashPassword, newToken } from '../../lib/secrets';
import { findUserByEmail, findUserById, insertUserIfAbsent, updateUser } from './usersRepository';
import { canonicalEmail } from './emailAddress';
import { findUserByOidcSubject, linkOidcSubject } from './identityRepository';
import { deleteRegistrations } from './registrations';
import { consumeAllCodes } from './repository';
import { createSession } from './sessions';
import { toAuthUser } from './userMapper';
import { isActive, isVerified, type Ctx } from './accountRules';
import type { SessionAnswer } from './login';
import type { UserRow } from '../../db/types';

/** Who the campus identity provider says signed in (its ID token and userinfo claims). */
export type CampusIdentity = {
  /** `{issuer} {sub}`: stable even when the person's email changes at the provider. */
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
};

/** Why a campus sign-in was refused; the SPA shows a sentence for each (`sso_error`). */
export type CampusRefusal = 'email' | 'domain' | 'unverified' | 'linked' | 'inactive';

export class CampusSignInRefused extends Error {
  constructor(readonly reason: CampusRefusal) {
    super(`campus sign-in refused: ${reason}`);
  }
}

const refuse = (reason: CampusRefusal) => new CampusSignInRefused(reason);

/** Accounts made or taken over by single sign-on get a password nobody knows (forgot-password sets one). */
const unusablePassword = () => hashPassword(newToken());

const displayName = (identity: CampusIdentity, email: string) =>
  (identity.name?.trim() || email.split('@')[0]).slice(0, 100);

/**
 * docs/product.md#single-sign-on: the account a campus sign-in opens. Found by its link first;
 * otherwise only a provider-verified email from an allowed domain creates an account or links to
 * the one with that email (an unverified claim could be anyone's address). The provider's address
 * must already be canonical (docs/security.md#e-mail-addresses): `\u212Aim@…` (KELVIN SIGN) is
 * refused, never folded onto kim@…'s account, and the allowed domains are compared the same way.
 */
export async function accountForCampusIdentity(
  ctx: Ctx,
  identity: CampusIdentity,
  allowedDomains: string[],
): Promise<UserRow> {
  const email = canonicalEmail(identity.email ?? '');
  if (email === undefined) throw refuse('email');
  const domain = email.split('@')[1];
  if (allowedDomains.length && !allowedDomains.includes(domain)) throw refuse('domain');

  const linked = await findUserByOidcSubject(ctx.db, identity.subject);
  if (linked) {
    if (!isActive(linked)) throw refuse('inactive');
    return linked;
  }
  if (!identity.emailVerified) throw refuse('unverified');
  for (let attempt = 0; attempt < 2; attempt++) {
    const user = await linkOrCreate(ctx, identity, email);
    if (user) return user;
  }
  throw new Error('campus sign-in: the account changed twice while linking');
}

/** Undefined when a concurrent sign-in took the address in between: the caller tries once more. */
async function linkOrCreate(
  ctx: Ctx,
  identity: CampusIdentity,
  email: string,
): Promise<UserRow | undefined> {
  const existing = await findUserByEmail(ctx.db, email);
  if (!existing) {
    const now = nowIso();
    const user = {
      id: newId(),
      name: displayName(identity, email),
      email,
      password_hash: await unusablePassword(),
      role: 'user' as const,
      is_active: 1 as const,
      is_verified: 1 as const,
      oidc_subject: identity.subject,
      created_at: now,
      updated_at: now,
    };
    if (!(await insertUserIfAbsent(ctx.db, user))) return undefined;
    ctx.log.info({ userId: user.id }, 'single sign-on created an account');
    return findUserById(ctx.db, user.id);
  }
  if (!isActive(existing)) throw refuse('inactive');
  if (existing.oidc_subject === identity.subject) return existing;
  if (existing.oidc_subject) throw refuse('linked');
  if (!isVerified(existing)) {
    // A sign-up nobody confirmed: whoever chose its password never proved the address, the
    // provider just did. The account becomes the provider's person's, without that password.
    const passwordHash = await unusablePassword();
    await ctx.db.transaction().execute(async (trx) => {
      await updateUser(trx, existing.id, {
        name: displayName(identity, email),
        password_hash: passwordHash,
        is_verified: 1,
      });
      await deleteRegistrations(trx, existing.id);
      await consumeAllCodes(trx, existing.id, 'verify');
      await linkOidcSubject(trx, existing.id, identity.subject);
    });
  } else if (!(await linkOidcSubject(ctx.db, existing.id, identity.subject))) {
    return undefined;
  }
  ctx.log.info({ userId: existing.id }, 'single sign-on linked an account');
  return findUserById(ctx.db, existing.id);
}

/** The session a password login would start, for an account a campus sign-in opened. */
export async function startCampusSession(ctx: Ctx, userId: string): Promise<SessionAnswer> {
  const user = await findUserById(ctx.db, userId);
  if (!user || !isActive(user)) throw forbidden('This account has been deactivated.');
  if (!isVerified(user)) throw forbidden('Please verify your email before logging in.');
  const { token } = await createSession(ctx.db, user.id);
  return { message: 'Logged in successfully', authorization: token, user: toAuthUser(user) };
}
