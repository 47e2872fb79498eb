/** The claims module's public entry: the items module files pending claims and reads myClaim. */
export { submitPendingClaim } from './submitClaim';
export { myClaimOf } from './listClaims';
export { declinePendingClaims, noticeClaimsEnded } from './declinePending';
