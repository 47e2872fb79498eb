/**
 * docs/accessibility.md#toasts: Alt+T moves focus into the toasts; when the focused toast closes,
 * focus goes back to where the user was (not to <body>).
 */
let returnTo: HTMLElement | null = null;

/** Called before Alt+T moves focus into the toast area. */
export function rememberFocus(): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && !active.closest('[data-toast]')) returnTo = active;
}

/** Called as a toast closes: if it held focus, focus goes back. */
export function restoreFocusFrom(toast: HTMLElement | null): void {
  if (!toast?.contains(document.activeElement)) return;
  const target = returnTo?.isConnected ? returnTo : document.querySelector<HTMLElement>('main h1');
  returnTo = null;
  target?.focus();
}
