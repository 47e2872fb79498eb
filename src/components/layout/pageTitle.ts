/** index.html's title, which SPEC keeps exactly on `/` (docs/product.md#shared-layout). */
export const SITE_TITLE = 'Lost & Found - College Portal';

/** docs/accessibility.md#route-focus-and-title: "<page heading> · Lost & Found - College Portal". */
export function pageTitle(pathname: string, heading: string | null | undefined): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  if (pathname === '/' || !text) return SITE_TITLE;
  return `${text} · ${SITE_TITLE}`;
}
