import { validationError } from '../../errors';

export const MAX_MESSAGE_LENGTH = 2000;
/** A client-chosen message `_id` (for idempotent retries). */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The trimmed content, or a validation error naming the field at fault. */
export function checkMessageInput(input: { content: string; clientId?: string }): string {
  const content = typeof input.content === 'string' ? input.content.trim() : '';
  if (!content) throw validationError('content', 'content must not be empty');
  if (input.content.length > MAX_MESSAGE_LENGTH) {
    throw validationError('content', `content must be at most ${MAX_MESSAGE_LENGTH} characters`);
  }
  if (input.clientId !== undefined && !CLIENT_ID_PATTERN.test(input.clientId)) {
    throw validationError('_id', '_id must be 8-64 letters, digits, _ or -');
  }
  return content;
}
