import { loadConfig } from '../config';
import { OpsError } from './opsError';
import type { OpsConfig } from './backup';

/**
 * Runs an operator command (scripts/backup.ts, scripts/restore.ts) with the server's own
 * configuration: messages on stdout, the failure on stderr, exit code 0, 1 (failed) or
 * 2 (refused, nothing changed).
 */
export function runOpsCommand(
  usage: string,
  command: (config: OpsConfig, file: string, log: (line: string) => void) => Promise<string[]>,
): void {
  const [file, ...extra] = process.argv.slice(2);
  if (!file || extra.length) {
    console.error(`Usage: ${usage}`);
    process.exit(2);
  }
  const log = (line: string) => console.log(line);
  Promise.resolve()
    .then(() => command(loadConfig(), file, log))
    .then((lines) => {
      for (const line of lines) log(line);
      process.exit(0);
    })
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(err instanceof OpsError ? err.exitCode : 1);
    });
}
