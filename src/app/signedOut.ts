/**
 * The history state of a trip to `/login` made while the session is being ended (logout, account
 * deletion): the login page shows its form then, although the token may still be in the store
 * for that render. Without it a signed-in person opening `/login` is sent on
 * (docs/product.md#guards).
 */
export const SIGNED_OUT_STATE = { signedOut: true } as const;

export const isSigningOut = (state: unknown) =>
  (state as { signedOut?: unknown } | null)?.signedOut === true;
