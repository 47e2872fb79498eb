const NEWLINE = 0x0a;
const SPACE = 0x20;

/**
 * Looks lemmas up in `index.noun` where it lies, by binary search over its bytes, as WordNet's
 * own library does: the file is sorted bytewise on the lemma, and its licence header lines
 * start with a space (docs/lexicon.md#what-is-read).
 */
export class SortedIndex {
  private readonly first: number;

  constructor(private readonly buf: Buffer) {
    let at = 0;
    while (at < buf.length && buf[at] === SPACE) at = buf.indexOf(NEWLINE, at) + 1;
    this.first = at;
  }

  /** The fields after the lemma on its line, or undefined when the lemma is not in the file. */
  fields(lemma: string): string[] | undefined {
    const key = Buffer.from(lemma, 'utf8');
    let lo = this.first;
    let hi = this.buf.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const start = this.lineStart(mid, lo);
      const end = this.buf.indexOf(NEWLINE, start);
      const lineEnd = end < 0 ? this.buf.length : end;
      const order = this.compare(key, start);
      if (order === 0) {
        return this.buf
          .toString('latin1', start + key.length + 1, lineEnd)
          .trim()
          .split(' ');
      }
      if (order < 0) hi = start;
      else lo = lineEnd + 1;
    }
    return undefined;
  }

  /** Every lemma, in file order (for tests and whole-vocabulary use; it reads the whole file). */
  *lemmas(): Generator<string> {
    let at = this.first;
    while (at < this.buf.length) {
      const space = this.buf.indexOf(SPACE, at);
      yield this.buf.toString('latin1', at, space);
      const end = this.buf.indexOf(NEWLINE, at);
      if (end < 0) return;
      at = end + 1;
    }
  }

  private lineStart(at: number, floor: number): number {
    let start = at;
    while (start > floor && this.buf[start - 1] !== NEWLINE) start -= 1;
    return start;
  }

  /** The key against the lemma that starts the line at `start`: negative when it sorts first. */
  private compare(key: Buffer, start: number): number {
    for (let i = 0; ; i += 1) {
      const byte = this.buf[start + i];
      const lemmaEnded = byte === SPACE || byte === NEWLINE || byte === undefined;
      if (i === key.length) return lemmaEnded ? 0 : -1;
      if (lemmaEnded) return 1;
      if (key[i] !== byte) return key[i] - byte;
    }
  }
}
