import fs from 'node:fs';
import os from 'node:os';
import { BACKGROUND_NICE } from '../lib/backgroundPriority';
import { ApiError } from '../errors';
import { decodePhoto } from '../storage/photoDecode';
import type { ThreadReply, ThreadRequest } from '../lib/threadPool';
import type { PhotoReply } from '../storage/photoRunner';

/**
 * The photo process (server/storage/photoRunner.ts): decodes uploads into their renditions at
 * background priority, so a burst of photo posts never competes as an equal with the event loop
 * that answers people. The parent sends one photo at a time.
 */
lowerEveryThread();

process.on('message', (request: ThreadRequest<{ input: Uint8Array }>) => void decode(request));
// The server went away: nothing is left to answer.
process.on('disconnect', () => process.exit(0));

async function decode({ id, input }: ThreadRequest<{ input: Uint8Array }>) {
  let reply: ThreadReply<PhotoReply>;
  try {
    const { display, thumb, colours } = await decodePhoto(
      Buffer.from(input.buffer, input.byteOffset, input.byteLength),
    );
    reply = { id, ok: true, value: { display, thumb, colours } };
  } catch (err) {
    reply =
      err instanceof ApiError
        ? {
            id,
            ok: true,
            value: { refused: { status: err.statusCode, code: err.code, message: err.message } },
          }
        : { id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  process.send?.(reply);
}

/**
 * The parent set this process's priority as it started it; threads Node started before that
 * (V8's helpers) are lowered here too. Threads started later (libuv's and libvips' pools) take
 * the priority of the thread that starts them.
 */
function lowerEveryThread(): void {
  if (process.platform !== 'linux') return;
  try {
    for (const tid of fs.readdirSync('/proc/self/task'))
      os.setPriority(Number(tid), BACKGROUND_NICE);
  } catch {
    // Not permitted: the process keeps the priority it has.
  }
}
