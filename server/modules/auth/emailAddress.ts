import { validationError } from '../../errors';
import { canonicalEmail, emailProblem } from '../../../shared/email';

/*
 * Addresses are compared in one canonical form only (shared/email.ts,
 * docs/security.md#e-mail-addresses): anything else is refused, never folded onto an account.
 * The contract's `format: email` refuses the same addresses first where an operation declares
 * it; this is the rule itself, for every way an address comes in.
 */
export { canonicalEmail };

/** The canonical form of an address a person typed, else 400 VALIDATION_ERROR on `email`. */
export function requireCanonicalEmail(input: string, field = 'email'): string {
  const email = canonicalEmail(input);
  if (email === undefined) throw validationError(field, emailProblem(input) ?? '');
  return email;
}
