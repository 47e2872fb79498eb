import { ApiError, type ErrorCode } from '../errors';
import { startChild } from '../lib/childWorker';
import { ThreadPool } from '../lib/threadPool';
import { decodePhoto, type ProcessedImage } from './photoDecode';

/** Where uploads are decoded (PHOTO_RUNNER, docs/architecture.md#background-work). */
export type PhotoRunner = 'process' | 'inline';

/** What the photo process answers: the renditions, or the 4xx the upload gets. */
export type PhotoReply =
  | { display: Uint8Array; thumb: Uint8Array; colours: string[] }
  | { refused: { status: number; code: ErrorCode; message: string } };

/** A photo this long is stuck (a 24 MP PNG takes about 1 s): its process is replaced. */
const DECODE_TIMEOUT_MS = 30_000;

let runner: PhotoRunner = 'inline';
let onError: ((err: unknown) => void) | undefined;
let pool: ThreadPool<{ input: Uint8Array }, PhotoReply> | null = null;

/** Chosen once by the app (server/app.ts) from its config. */
export function usePhotoRunner(next: PhotoRunner, log?: (err: unknown) => void): void {
  runner = next;
  onError = log;
}

/** Stops the photo process, if one was started (the app's onClose). */
export async function closePhotoRunner(): Promise<void> {
  const running = pool;
  pool = null;
  await running?.close();
}

const photoPool = () =>
  (pool ??= new ThreadPool<{ input: Uint8Array }, PhotoReply>({
    start: () => startChild('photoProcess'),
    // One photo at a time already (imageQueue): one process is enough.
    size: 1,
    maxQueued: 1,
    timeoutMs: DECODE_TIMEOUT_MS,
    onError: (err) => onError?.(err),
  }));

/** Starts the photo process at boot (server/app.ts), not on the first upload (ThreadPool.warm). */
export function warmPhotoRunner(): void {
  if (runner === 'process') photoPool().warm();
}

export async function decodeOnRunner(input: Buffer): Promise<ProcessedImage> {
  if (runner === 'inline') return decodePhoto(input);
  const { value } = await photoPool().run({ input });
  if ('refused' in value) {
    throw new ApiError(value.refused.status, value.refused.code, value.refused.message);
  }
  return {
    display: asBuffer(value.display),
    thumb: asBuffer(value.thumb),
    colours: value.colours,
  };
}

/** Bytes that crossed the process boundary arrive as a Uint8Array: a Buffer over the same memory. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The photo process's pid, when one runs (tests and diagnostics). */
export const photoProcessPids = (): number[] => pool?.stats.threadIds ?? [];
