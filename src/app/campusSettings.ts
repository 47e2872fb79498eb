import { useGetCampusSettingsQuery, type CampusSettings } from '../api/enhancedApi';

/**
 * The built-in campus settings (docs/product.md#desks), the server's own defaults: shown while the
 * settings load or when they cannot be read.
 */
export const FALLBACK_SETTINGS: CampusSettings = {
  campusName: 'College',
  privacyContact: 'privacy@lostfound.local',
  accessibilityContact: 'accessibility@lostfound.local',
};

/** The campus name and published contacts, never undefined. */
export function useCampusSettings(): CampusSettings {
  const { data } = useGetCampusSettingsQuery();
  return data ?? FALLBACK_SETTINGS;
}
