/**
 * A failure of an operator command (npm run backup / restore), with the process's exit code:
 * 2 when the command refused to act (bad arguments, a non-empty DATA_DIR, an archive that is not
 * ours), 1 when it tried and failed (docs/deploy.md#backups).
 */
export class OpsError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
    this.name = 'OpsError';
  }
}

/** The command will not act on this input; nothing was changed. */
export const refuse = (message: string) => new OpsError(message, 2);

/** The command tried and failed. */
export const failed = (message: string) => new OpsError(message, 1);

/** Node's own error text for a file system failure ("EACCES: permission denied, open …"). */
export const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));
