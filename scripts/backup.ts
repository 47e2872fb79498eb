/**
 * Writes a backup archive while the portal runs (docs/deploy.md#backups):
 *   npm run backup -- /srv/backups/lostfound-2025-01-31.tar.gz
 * Uses the same DATA_DIR / DATABASE_URL / IMAGE_STORE as the server.
 */
import { createBackup } from '../server/ops/backup';
import { runOpsCommand } from '../server/ops/cli';
import { backupLines } from '../server/ops/report';

runOpsCommand('npm run backup -- <file.tar.gz>', async (config, file, log) =>
  backupLines(await createBackup(config, file, log)),
);
