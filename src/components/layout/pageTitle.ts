import { siteTitle } from '../../../shared/siteTitle';
import { FALLBACK_SETTINGS } from '../../app/campusSettings';

/** index.html's title, which SPEC keeps exactly on `/` for the default campus name. */
export const SITE_TITLE = siteTitle(FALLBACK_SETTINGS.campusName);

/**
 * docs/accessibility.md#route-focus-and-title: "<page heading> · Lost & Found - <campus> Portal",
 * and the site's title alone on `/`; the campus name is the campus settings'.
 */
export function pageTitle(
  pathname: string,
  heading: string | null | undefined,
  campusName = FALLBACK_SETTINGS.campusName,
): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  const site = siteTitle(campusName);
  if (pathname === '/' || !text) return site;
  return `${text} · ${site}`;
}
