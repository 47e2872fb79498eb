import { desksMineFirst } from '../intake/intakeDraft';
import type { DeskDetail } from '../../../api/enhancedApi';

/**
 * The desks the log may go to: a keeper's own (another is 403, openapi.yaml `uploadImport`), an
 * admin's any, the admin's own first as walk-in intake lists them.
 */
export const importDesks = (desks: DeskDetail[], admin: boolean) =>
  desksMineFirst(admin ? desks : desks.filter((desk) => desk.mine));
