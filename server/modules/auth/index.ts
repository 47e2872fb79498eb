/**
 * The auth module's public entry: accounts (the users table), sessions, one-time codes and the
 * failure/lock ledger. Other modules use these and nothing else from auth/.
 */
export type { AuthUser } from './sessions';
export { isStaff } from './guard';
export type { SessionAnswer } from './login';
export { endSessions } from './endSessions';
export { findSessionUser, hasHadSession } from './sessions';
export {
  CampusSignInRefused,
  accountForCampusIdentity,
  startCampusSession,
  type CampusIdentity,
  type CampusRefusal,
} from './campusSignIn';
export { requireCanonicalEmail } from './emailAddress';
export { CODE_TTL_MINUTES, checkCode, invalidOtp, issueCode } from './codes';
export { accountMailJobs, mailQueued, queueAccountMail } from './accountMail';
export { consumeAllCodes, consumeCode, latestCode, pendingCode } from './repository';
export { EMAIL_TAKEN, cleanName } from './service';
export { toApiUser, toAuthUser, type ApiAuthUser, type ApiUser } from './userMapper';
export { emailTakenByOther, findUserByEmail, findUserById, updateUser } from './usersRepository';
export {
  type UserListRow,
  type UserSort,
  USERS,
  countUsers,
  activeAdminIds,
  listActiveKeepers,
  pageOfUsers,
  setUserActive,
  usersByRole,
} from './adminUsersRepository';
