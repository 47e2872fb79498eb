import fs from 'node:fs';
import path from 'node:path';
import { MatchIndex, type Field, type IndexKey } from './matchIndex';
import { lowerBound } from './postings';
import type { IndexState } from './indexState';

/**
 * The in-memory search index saved to a file, so a restart loads it in seconds instead of
 * analysing every item again (docs/performance.md#a-million-items): the index's state as
 * arrays, and the `item_search_changes` seq it is current as of. The keeper checks that the
 * file belongs to this database and catches up from that seq (searchIndexKeeper.ts).
 *
 * Layout: a magic line, the header's length (4 bytes), the header (JSON), then the parts it
 * lists: JSON texts and typed arrays (each aligned to 8 bytes, so a typed array is a view).
 */
const MAGIC = Buffer.from('lostfound-search-index 2\n');
const FIELDS: Field[] = ['title', 'all'];

/** What the keeper checks before using a snapshot. */
export type SnapshotFacts = {
  dialect: string;
  /** The changes the index holds: every seq up to this one. */
  seq: number;
  size: number;
  /** The newest item's key and id (they must still be the database's). */
  lastKey: IndexKey | null;
  lastId: string | null;
};

type Part = { name: string; kind: 'json' | 'i32' | 'u8' | 'f64'; offset: number; bytes: number };
type Header = SnapshotFacts & { parts: Part[] };

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Writes the index (current as of `facts.seq`) to `file`: to a temporary file first, renamed
 * into place, so a crash or another instance never leaves half a snapshot. The index is read
 * part by part with a turn of the event loop between (about a second of work at a million items).
 */
export async function saveSnapshot(
  file: string,
  index: MatchIndex,
  facts: Pick<SnapshotFacts, 'dialect' | 'seq'>,
): Promise<void> {
  const s = index.state();
  const chunks: Buffer[] = [];
  const parts: Part[] = [];
  let offset = 0;
  const add = (name: string, kind: Part['kind'], data: Buffer) => {
    const pad = (8 - (data.length % 8)) % 8;
    parts.push({ name, kind, offset, bytes: data.length });
    chunks.push(data);
    if (pad) chunks.push(Buffer.alloc(pad));
    offset += data.length + pad;
  };
  const json = (name: string, value: unknown) =>
    add(name, 'json', Buffer.from(JSON.stringify(value)));
  const typed = (name: string, kind: Part['kind'], a: ArrayBufferView) =>
    add(name, kind, Buffer.from(a.buffer, a.byteOffset, a.byteLength));

  const numeric = s.keys.every((k) => typeof k === 'number');
  if (numeric) typed('keys', 'f64', Float64Array.from(s.keys as number[]));
  else json('keys', s.keys);
  await nextTick();
  json('ids', s.ids);
  typed('statuses', 'u8', s.statuses);
  json('scalars', { lastOrder: s.lastOrder });
  await nextTick();
  typed('postedAt', 'f64', s.postedAt);
  json('categoryOf', s.categoryOf);
  json('locationOf', s.locationOf);
  json('lexicon', s.lexicon);
  json('changed', s.changed);
  await nextTick();
  for (const field of FIELDS) {
    const words: string[] = [];
    const lists: Int32Array[] = [];
    const size = s.keys.length;
    for (const [word, ordinals] of s.fields[field]) {
      // Items added since the state was taken are left out (they come after its seq).
      const n =
        ordinals.length && ordinals[ordinals.length - 1] >= size
          ? lowerBound(ordinals, ordinals.length, size)
          : ordinals.length;
      if (!n) continue;
      words.push(word);
      lists.push(ordinals.subarray(0, n));
    }
    const lengths = Int32Array.from(lists, (l) => l.length);
    const all = new Int32Array(lengths.reduce((n, l) => n + l, 0));
    let at = 0;
    for (const l of lists) {
      all.set(l, at);
      at += l.length;
    }
    json(`${field}.words`, words);
    typed(`${field}.lengths`, 'i32', lengths);
    typed(`${field}.ordinals`, 'i32', all);
    await nextTick();
  }
  const size = s.keys.length;
  const header: Header = {
    ...facts,
    size,
    lastKey: size ? s.keys[size - 1] : null,
    lastId: size ? s.ids[size - 1] : null,
    parts,
  };
  const head = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(head.length);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  const handle = await fs.promises.open(tmp, 'w');
  try {
    // The header's end is padded too, so the parts start 8-byte aligned in the file.
    const start = MAGIC.length + 4 + head.length;
    const lead = Buffer.alloc((8 - (start % 8)) % 8);
    await handle.writev([MAGIC, length, head, lead, ...chunks]);
  } finally {
    await handle.close();
  }
  await fs.promises.rename(tmp, file);
}

/** Why a snapshot file cannot be read (the keeper then builds the index from the database). */
export class SnapshotError extends Error {}

/**
 * The facts of the snapshot in `file`, and a way to make its index; null when there is none.
 * Each part is read from the file on its own, the word lists straight into their arrays: the
 * whole file in one buffer (220 MB at a million items) stayed in memory until a full garbage
 * collection, which an idle server may not run for a long time.
 */
export async function readSnapshot(
  file: string,
): Promise<{ facts: SnapshotFacts; index: () => Promise<MatchIndex> } | null> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  let header: Header;
  let base: number;
  let length: number;
  try {
    length = (await handle.stat()).size;
    if (length < MAGIC.length + 4) throw new SnapshotError('not a snapshot');
    const lead = await readAt(handle, 0, MAGIC.length + 4);
    if (!lead.subarray(0, MAGIC.length).equals(MAGIC)) throw new SnapshotError('not a snapshot');
    const headLength = lead.readUInt32LE(MAGIC.length);
    const headStart = MAGIC.length + 4;
    try {
      const head = await readAt(handle, headStart, headLength);
      header = JSON.parse(head.toString('utf8')) as Header;
    } catch {
      throw new SnapshotError('unreadable header');
    }
    const start = headStart + headLength;
    base = start + ((8 - (start % 8)) % 8);
  } finally {
    await handle.close();
  }
  const { parts: _parts, ...facts } = header;
  return { facts, index: () => indexOf(file, header, base, length) };
}

/** Reads `length` bytes at `position` (fewer only at the file's end: then it is damaged). */
async function readAt(
  handle: fs.promises.FileHandle,
  position: number,
  length: number,
  into: Buffer = Buffer.alloc(length),
): Promise<Buffer> {
  let done = 0;
  while (done < length) {
    const { bytesRead } = await handle.read(into, done, length - done, position + done);
    if (bytesRead === 0) throw new SnapshotError('the file ends early');
    done += bytesRead;
  }
  return into;
}

async function indexOf(
  file: string,
  header: Header,
  base: number,
  fileLength: number,
): Promise<MatchIndex> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const part = (name: string): Part => {
      const p = header.parts?.find((x) => x.name === name);
      if (!p || base + p.offset + p.bytes > fileLength) throw new SnapshotError(`no part ${name}`);
      return p;
    };
    const bytesOf = async (name: string, into?: Buffer) => {
      const p = part(name);
      return readAt(handle, base + p.offset, p.bytes, into);
    };
    const json = async <T>(name: string): Promise<T> =>
      JSON.parse((await bytesOf(name)).toString('utf8')) as T;
    /** A typed part read into an array of its own (its bytes are a multiple of the element's). */
    const typed = async <A extends Int32Array | Float64Array | Uint8Array>(
      name: string,
      make: (n: number) => A,
    ): Promise<A> => {
      const a = make(part(name).bytes / make(0).BYTES_PER_ELEMENT);
      await bytesOf(name, Buffer.from(a.buffer, a.byteOffset, a.byteLength));
      return a;
    };
    const i32 = (name: string) => typed(name, (n) => new Int32Array(n));
    const f64 = (name: string) => typed(name, (n) => new Float64Array(n));
    const keys: IndexKey[] =
      part('keys').kind === 'f64' ? Array.from(await f64('keys')) : await json<string[]>('keys');
    const fields = {} as IndexState['fields'];
    for (const field of FIELDS) {
      const words = await json<string[]>(`${field}.words`);
      const lengths = await i32(`${field}.lengths`);
      const ordinals = await i32(`${field}.ordinals`);
      if (words.length !== lengths.length) throw new SnapshotError(`${field}: words and lists`);
      const entries: [string, Int32Array][] = [];
      let at = 0;
      for (let i = 0; i < words.length; i++) {
        entries.push([words[i], ordinals.subarray(at, (at += lengths[i]))]);
      }
      if (at !== ordinals.length) throw new SnapshotError(`${field}: lists`);
      fields[field] = entries;
      await nextTick();
    }
    const state: IndexState = {
      keys,
      ids: await json('ids'),
      statuses: await typed('statuses', (n) => new Uint8Array(n)),
      lastOrder: (await json<{ lastOrder: string }>('scalars')).lastOrder,
      postedAt: await f64('postedAt'),
      categoryOf: await json('categoryOf'),
      locationOf: await json('locationOf'),
      lexicon: await json('lexicon'),
      fields,
      changed: await json('changed'),
    };
    const n = keys.length;
    const lengths = [state.ids, state.statuses, state.postedAt, state.categoryOf];
    if (n !== header.size || lengths.some((a) => a.length !== n)) {
      throw new SnapshotError('arrays of different lengths');
    }
    await nextTick();
    return MatchIndex.fromState(state);
  } finally {
    await handle.close();
  }
}
