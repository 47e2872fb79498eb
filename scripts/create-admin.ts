/**
 * Creates (or promotes) a verified, active admin and sets its password:
 *   npm run create-admin -- admin@college.edu 'a long password' 'Campus Admin'
 * Uses the same DATA_DIR / DATABASE_URL as the server.
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { migrateToLatest } from '../server/db/migrate';
import { ensureAdmin } from '../server/modules/auth/firstAdmin';

async function main() {
  const [email, password, ...nameParts] = process.argv.slice(2);
  const name = nameParts.join(' ').trim() || 'Admin';
  if (!email || !password) {
    console.error('Usage: npm run create-admin -- <email> <password> [name]');
    process.exit(2);
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error(`Not an email address: ${email}`);
    process.exit(2);
  }
  if (password.length < 8 || password.length > 128) {
    console.error('The password must be 8 to 128 characters long.');
    process.exit(2);
  }
  if (name.length > 100) {
    console.error('The name must be at most 100 characters long.');
    process.exit(2);
  }
  const config = loadConfig();
  const { db, dialect, close } = openDatabase(config);
  try {
    await migrateToLatest(db, dialect);
    const outcome = await ensureAdmin(db, { email, password, name, resetPassword: true });
    console.log(`Admin ${email.toLowerCase()} ${outcome}.`);
  } finally {
    await close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
