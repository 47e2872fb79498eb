/**
 * Per-operation rate limits (per user once the session is validated, per address otherwise: see
 * http/rateLimitKey.ts). Operations not listed are not limited. Guessing codes is also capped per code (5 tries), this is the outer fence.
 */
export const rateLimits: Record<string, { max: number; timeWindow: number }> = {
  registerUser: { max: 10, timeWindow: 60_000 },
  loginUser: { max: 20, timeWindow: 60_000 },
  forgotPassword: { max: 10, timeWindow: 60_000 },
  verifyOtp: { max: 20, timeWindow: 60_000 },
  resetPassword: { max: 10, timeWindow: 60_000 },
  changePassword: { max: 10, timeWindow: 60_000 },
  updateMe: { max: 20, timeWindow: 60_000 },
  confirmEmailChange: { max: 10, timeWindow: 60_000 },
  createItem: { max: 30, timeWindow: 60_000 },
  // Each upload is read on the sheet thread, seconds for a large workbook (docs/product.md#importing-the-offices-log).
  uploadImport: { max: 10, timeWindow: 60_000 },
  setImportMapping: { max: 60, timeWindow: 60_000 },
  getImportReport: { max: 30, timeWindow: 60_000 },
  // A walk-in item is a post too (docs/product.md#walk-in-intake).
  intakeItem: { max: 30, timeWindow: 60_000 },
  // Each claim notifies the poster and keeper (docs/product.md#office): no flood of them.
  claimItem: { max: 30, timeWindow: 60_000 },
  updateItem: { max: 60, timeWindow: 60_000 },
  generateItemOtp: { max: 20, timeWindow: 60_000 },
  verifyItemOtp: { max: 20, timeWindow: 60_000 },
  // The claimant's code typed on the counter's screen is guessed no faster (docs/product.md#counter-hand-over).
  verifyItemOtpAtCounter: { max: 20, timeWindow: 60_000 },
  handOverAtCounter: { max: 20, timeWindow: 60_000 },
  searchItems: { max: 120, timeWindow: 60_000 },
  createConversation: { max: 30, timeWindow: 60_000 },
  postMessage: { max: 60, timeWindow: 60_000 },
  // Each PDF draws QR codes on the CPU: a desk prints a few a minute (docs/product.md#labels).
  getItemLabel: { max: 60, timeWindow: 60_000 },
  printLabels: { max: 20, timeWindow: 60_000 },
  // A receipt is drawn like a label; each e-mail queues two mails (docs/product.md#counter-hand-over).
  getItemReceipt: { max: 60, timeWindow: 60_000 },
  getDisposalRecord: { max: 60, timeWindow: 60_000 },
  emailItemReceipt: { max: 10, timeWindow: 60_000 },
  // Up to 10,000 rows with their names looked up (docs/product.md#audit-log).
  exportAuditLog: { max: 10, timeWindow: 60_000 },
  // Reads every row about the caller: a few downloads an hour is plenty (docs/product.md#privacy).
  exportMyData: { max: 5, timeWindow: 60 * 60_000 },
  // No session: per address. A mail client posts once; guessing a token is hopeless anyway.
  unsubscribeEmail: { max: 20, timeWindow: 60_000 },
  // Single sign-on, per address: each start stores a pending sign-in (docs/product.md#single-sign-on).
  startOidcLogin: { max: 20, timeWindow: 60_000 },
  finishOidcLogin: { max: 20, timeWindow: 60_000 },
  exchangeOidcCode: { max: 20, timeWindow: 60_000 },
};
