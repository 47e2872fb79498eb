/*
 * The one form in which the portal compares e-mail addresses (docs/security.md#e-mail-addresses),
 * used by the server and the SPA alike. An address is accepted only if, after ASCII blanks are
 * trimmed, it is already plain ASCII in this pattern; then only A-Z become a-z. Nothing is ever
 * folded into it: `toLowerCase()` and Unicode normalisation map other characters onto ASCII
 * letters (U+212A KELVIN SIGN to k, U+017F LONG S to s), so a provider's or a person's address
 * could land on someone else's account. Such an address is refused instead.
 *
 * The pattern is the contract's `format: email` (ajv-formats' full mode: a dot-atom local part,
 * at least two domain labels of letters, digits and inner hyphens), with the letters spelled out
 * instead of a case-insensitive flag, so the two always agree.
 */

export const EMAIL_MAX_LENGTH = 254;

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
// No `i` and no `u` flag: a class matches exactly the ASCII characters it names.
const ADDRESS = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${LABEL}$`);
const ASCII_BLANKS = /^[ \t\r\n]+|[ \t\r\n]+$/g;
const NON_ASCII = /[\u0080-\uffff]/;

/** Said for an address with any character outside ASCII (the SPA shows it before sending). */
export const EMAIL_PLAIN_RULE = 'Enter an e-mail address using plain letters, digits and . _ - +';
/** Said for any other address outside the pattern (the contract's own wording). */
export const EMAIL_INVALID = 'Please enter a valid email address.';

/** The canonical address (trimmed, ASCII lower-case), or undefined when it is not one. */
export function canonicalEmail(input: string): string | undefined {
  const text = input.replace(ASCII_BLANKS, '');
  if (text.length > EMAIL_MAX_LENGTH || !ADDRESS.test(text)) return undefined;
  return text.replace(/[A-Z]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) + 32));
}

/** Why an address is refused, in words for the person typing it; undefined when it is fine. */
export function emailProblem(input: string): string | undefined {
  if (canonicalEmail(input) !== undefined) return undefined;
  return NON_ASCII.test(input) ? EMAIL_PLAIN_RULE : EMAIL_INVALID;
}

/** The text with each non-ASCII character written as \uXXXX, for an operator's error message. */
export const showNonAscii = (text: string): string =>
  text.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
