import { validationError } from '../../errors';
import { nowIso } from '../../lib/ids';
import { recordAudit } from '../audit';
import { readSettings, writeSetting } from './settingsRepository';
import type { AppContext } from '../../context';
import type { Config } from '../../config';

export type CampusSettings = {
  campusName: string;
  privacyContact: string;
  accessibilityContact: string;
};

/** The built-in values (docs/product.md#desks): today's notice and statement contacts. */
export const DEFAULT_SETTINGS: CampusSettings = {
  campusName: 'College',
  privacyContact: 'privacy@lostfound.local',
  accessibilityContact: 'accessibility@lostfound.local',
};

const KEYS = ['campusName', 'privacyContact', 'accessibilityContact'] as const;

const fromEnvironment = (campus: Config['campus']): Partial<CampusSettings> => ({
  campusName: campus.name,
  privacyContact: campus.privacyContact,
  accessibilityContact: campus.accessibilityContact,
});

/** Each setting: the admin's value, else the environment's, else the default. */
export async function getCampusSettings(ctx: AppContext): Promise<CampusSettings> {
  const stored = await readSettings(ctx.db);
  const env = fromEnvironment(ctx.config.campus);
  const settings = { ...DEFAULT_SETTINGS };
  for (const key of KEYS) settings[key] = stored.get(key) ?? env[key] ?? DEFAULT_SETTINGS[key];
  return settings;
}

/** Stores all three; the audit entry holds only what changed. */
export async function updateCampusSettings(ctx: AppContext, actorId: string, body: CampusSettings) {
  const next = { ...DEFAULT_SETTINGS };
  for (const key of KEYS) {
    next[key] = body[key].trim();
    if (!next[key]) throw validationError(key, 'This setting cannot be blank.');
  }
  const current = await getCampusSettings(ctx);
  const before: Record<string, string> = {};
  const after: Record<string, string> = {};
  for (const key of KEYS) {
    if (next[key] !== current[key]) [before[key], after[key]] = [current[key], next[key]];
  }
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    for (const key of KEYS) await writeSetting(trx, key, next[key], now);
    if (Object.keys(after).length) {
      await recordAudit(trx, {
        actorId,
        action: 'settings.update',
        targetType: 'settings',
        targetId: 'campus',
        before,
        after,
      });
    }
  });
  return { message: 'Campus settings saved.', settings: next };
}
