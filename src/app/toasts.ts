import { enqueueSnackbar, type VariantType } from 'notistack';

const recent = new Map<string, number>();
const DEDUPE_MS = 5000;

/** A toast (SPEC §8/§9): the same text is not shown twice within 5 seconds. */
export function showToast(message: string, variant: VariantType = 'info'): void {
  const key = message;
  const now = Date.now();
  const last = recent.get(key);
  if (last !== undefined && now - last < DEDUPE_MS) return;
  recent.set(key, now);
  enqueueSnackbar(message, { variant });
}

/** Tests: forget the de-duplication window. */
export const resetToastDedupe = () => recent.clear();
