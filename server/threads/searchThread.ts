import { parentPort, workerData } from 'node:worker_threads';
import pino from 'pino';
import { openDatabase } from '../db';
import { loggerOptions } from '../http/logger';
import { placeDirectory } from '../modules/places';
import { onThisThread } from '../modules/search/searchIndex/searchIndexService';
import { SearchIndexKeeper, snapshotFileOf } from '../modules/search/searchIndex/searchIndexKeeper';
import type { Config } from '../config';
import type {
  ToSearchThread,
  FromSearchThread,
} from '../modules/search/searchIndex/searchThreadMessages';

/**
 * The search thread (docs/performance.md#the-search-thread): the in-memory search index of a
 * SQLite database, kept on a thread of its own with its own connection, so that loading it,
 * catching it up and reading it for a search never hold the event loop that answers people.
 * The main thread reads the page's items by the keys it answers (searchIndexService.ts).
 */
const port = parentPort!;
const { config } = workerData as { config: Config };
const log = pino(loggerOptions(config)).child({ thread: 'search' });
// Its own connection, sized for a reader (db/index.ts CONNECTION_MEMORY); it writes only to
// prune changes.
const { db, dialect, close } = openDatabase({ dataDir: config.dataDir, connection: 'search' });
const index = onThisThread(new SearchIndexKeeper(db, dialect, log, snapshotFileOf(config.dataDir)));
const send = (message: FromSearchThread) => port.postMessage(message);

port.on('message', (message: ToSearchThread) => {
  void answer(message).then(
    (value) => send({ id: message.id, ok: true, value, state: index.state }),
    (err: unknown) =>
      send({
        id: message.id,
        ok: false,
        error: err instanceof Error ? err.message : String(err),
        state: index.state,
      }),
  );
});

async function answer(message: ToSearchThread): Promise<unknown> {
  switch (message.type) {
    case 'keys': {
      // The places directory as this connection reads it now (its version keys the cache).
      const directory =
        message.query.placeId !== undefined ? await placeDirectory({ db }) : undefined;
      const places = directory && {
        version: directory.version,
        resolve: (location: string) => directory.resolvePlace(location)?.id ?? null,
      };
      return index.keys({ ...message.query, placesVersion: places?.version }, places);
    }
    case 'ready':
      return index.ready();
    case 'close':
      await index.close();
      await close();
      return true;
  }
}
