/**
 * docs/accessibility.md#live-announcements: texts for screen readers, read politely by the
 * LiveAnnouncer region (src/components). Like toasts, a module-level channel: listeners and
 * components announce without sharing state.
 */
type Listener = (text: string) => void;
const listeners = new Set<Listener>();

export function announce(text: string): void {
  for (const listener of listeners) listener(text);
}

export function onAnnouncement(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
