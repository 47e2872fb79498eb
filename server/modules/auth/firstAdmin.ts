import type { AppContext } from '../../context';

/** With ADMIN_EMAIL and ADMIN_PASSWORD set, makes sure that verified, active admin exists. */
export async function ensureFirstAdmin(_ctx: AppContext): Promise<void> {
  // Implemented by the accounts work (issue 2).
}
