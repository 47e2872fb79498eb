import type { VariantType } from 'notistack';

type Enqueue = (message: string, options: { variant: VariantType }) => void;

const recent = new Map<string, number>();
const DEDUPE_MS = 5000;

/*
 * notistack (and the toast component) is a lazy chunk mounted by AppProviders, so it is not part
 * of a page's first download. Until its provider is mounted, toasts wait here, then show in order.
 */
let enqueue: Enqueue | null = null;
const waiting: [string, VariantType][] = [];

/**
 * The Toaster, once notistack's provider is mounted: shows the toasts that were waiting. Returns
 * the unmount: toasts wait again until a provider is back (a new app mounts its Toaster late).
 */
export function toasterMounted(show: Enqueue): () => void {
  enqueue = show;
  for (const [message, variant] of waiting.splice(0)) show(message, { variant });
  return () => {
    if (enqueue === show) enqueue = null;
  };
}

/**
 * A toast (docs/product.md#shared-layout). With `dedupe` (the admin's error toasts only) the same
 * text is not shown twice within 5 seconds; every other toast always shows, so a second wrong
 * login still says so.
 */
export function showToast(
  message: string,
  variant: VariantType = 'info',
  { dedupe = false }: { dedupe?: boolean } = {},
): void {
  if (dedupe && shownRecently(message)) return;
  if (enqueue) enqueue(message, { variant });
  else waiting.push([message, variant]);
}

function shownRecently(message: string): boolean {
  const now = Date.now();
  const last = recent.get(message);
  if (last !== undefined && now - last < DEDUPE_MS) return true;
  recent.set(message, now);
  return false;
}

/** Tests: forget the de-duplication window. */
export const resetToastDedupe = () => recent.clear();
