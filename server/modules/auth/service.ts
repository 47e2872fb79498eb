/*
 * The account flows, one file each: sign-up (register.ts, signupCodes.ts), login and logout
 * (login.ts), codes for a forgotten password or a re-send (forgotPassword.ts), entering a code
 * (verifyOtp.ts) and setting a new password (resetPassword.ts). Shared rules: accountRules.ts.
 */
export { EMAIL_TAKEN, REGISTERED, cleanName, isActive, isVerified } from './accountRules';
export { MAX_RESENT_SIGNUPS } from './signupCodes';
export { register, type RegisterInput } from './register';
export { login, logout, type SessionAnswer } from './login';
export { forgotPassword } from './forgotPassword';
export { verifyOtp, type VerifyAnswer } from './verifyOtp';
export { resetPassword } from './resetPassword';
