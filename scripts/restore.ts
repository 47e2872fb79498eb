/**
 * Restores a backup archive into an empty or missing DATA_DIR (docs/deploy.md#backups):
 *   DATA_DIR=/srv/lostfound/data npm run restore -- /srv/backups/lostfound-2025-01-31.tar.gz
 * Uses the same DATA_DIR / DATABASE_URL as the server; the portal must not run on that DATA_DIR.
 */
import { runOpsCommand } from '../server/ops/cli';
import { restoreLines } from '../server/ops/report';
import { restoreBackup } from '../server/ops/restore';

runOpsCommand('npm run restore -- <file.tar.gz>', async (config, file, log) =>
  restoreLines(await restoreBackup(config, file, log)),
);
