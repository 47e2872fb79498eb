import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';

const repoRoot = path.resolve(__dirname, '../..');

export type ScriptRun = { code: number | null; stdout: string; stderr: string };

/**
 * Runs `npm run backup` / `npm run restore`'s script as its own process (tsx, as npm does), with
 * only the given environment: the portal in the test process goes on serving meanwhile.
 */
export function runScript(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<ScriptRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A fresh temp folder, removed by the returned cleanup. */
export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `lostfound-${prefix}-`));
}

/** The entry names of an archive, in order. */
export async function archiveEntries(file: string): Promise<string[]> {
  const names: string[] = [];
  await tar.list({ file, strict: true, onReadEntry: (e) => names.push(e.path) });
  return names;
}
