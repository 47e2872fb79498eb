/**
 * The claims module's public entry. The item page's own claim (handed to the items module by
 * modules/index.ts), and the pending claims an item's disposal ends (retention).
 */
export { myClaimOf } from './listClaims';
export { declinePendingClaims, noticeClaimsEnded } from './declinePending';
