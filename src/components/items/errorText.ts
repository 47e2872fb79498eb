import { errorCode, errorDetails, errorStatus, serverMessage } from '../../app/apiErrors';

/** The "…" of a "Failed to …: …" toast: the server's message, else a short generic reason. */
export function reason(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  const status =
    error && typeof error === 'object' && 'status' in error
      ? (error as { status: unknown }).status
      : undefined;
  if (status === 'FETCH_ERROR') return 'Network error';
  return errorStatus(error) ? `HTTP ${errorStatus(error)}` : 'Unexpected error';
}

/** "Failed to X: <server message>" (SPEC §8). */
export const failedTo = (action: string) => (error: unknown) =>
  `Failed to ${action}: ${reason(error)}`;

/** VALIDATION_ERROR with details → "field: message, field: message"; otherwise null. */
export function validationText(error: unknown): string | null {
  const details = errorDetails(error);
  if (errorCode(error) !== 'VALIDATION_ERROR' || !details.length) return null;
  return details.map((d) => `${d.field}: ${d.message}`).join(', ');
}
