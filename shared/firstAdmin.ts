/**
 * How the operator creates a portal's first admin (docs/product.md#first-run): the server logs it
 * at start while no admin exists, and a fresh portal's browse page shows it. Not a secret: the
 * command runs on the server only.
 */
export const CREATE_ADMIN_COMMAND =
  "npm run create-admin -- you@campus.edu 'a-long-password' 'Your Name'";
