/** One-time codes (sign-up, reset, email change): issued hashed, checked against a budget. */
export * from './codeRules';
export { CODE_FAILURES_PER_DAY, CODE_FAILURES_PER_HOUR } from './codeBudget';
export { issueCode, recentlyIssued } from './issueCode';
export { checkCode } from './checkCode';
