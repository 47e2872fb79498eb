import { errorStatus, serverMessage } from '../../../app/apiErrors';
import { reason } from '../../../app/errorTexts';

/** A proxy's own 413 page carries no message: say what the server's would (openapi.yaml). */
export const TOO_LARGE = 'The file is larger than 8 MB. Split it and upload the parts one by one.';

/**
 * Why an import call failed, in the server's words (a 400's reason, a 409's "3 rows have
 * problems…"), else the usual short reason.
 */
export function importFailure(error: unknown): string {
  const status =
    errorStatus(error) ?? (error as { originalStatus?: unknown } | undefined)?.originalStatus;
  if (status === 413 && !serverMessage(error)) return TOO_LARGE;
  return reason(error);
}
