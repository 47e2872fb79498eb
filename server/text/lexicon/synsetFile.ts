import fs from 'node:fs';

const NEWLINE = 0x0a;
const FIRST_READ = 1024;

/**
 * `data.noun` read a line at a time where it lies: a synset's id is the byte offset of its line,
 * so one positioned read fetches it, and the 15 MB file never has to be in memory
 * (docs/lexicon.md#what-is-read). The file stays open for the life of the process.
 */
export class SynsetFile {
  private fd: number | undefined;
  private scratch = Buffer.alloc(FIRST_READ);

  constructor(private readonly path: string) {}

  /** The line of synset `id`, or undefined when no line starts there. */
  line(id: number): string | undefined {
    if (!Number.isInteger(id) || id < 0) return undefined;
    this.fd ??= fs.openSync(this.path, 'r');
    // One byte before the line too: it must be a newline, or `id` is no synset's.
    const from = id === 0 ? 0 : id - 1;
    for (;;) {
      const read = fs.readSync(this.fd, this.scratch, 0, this.scratch.length, from);
      if (read === 0 || (id > 0 && this.scratch[0] !== NEWLINE)) return undefined;
      const start = id === 0 ? 0 : 1;
      const end = this.scratch.indexOf(NEWLINE, start);
      if (end >= 0 && end < read) return this.scratch.toString('latin1', start, end);
      if (read < this.scratch.length) return this.scratch.toString('latin1', start, read);
      this.scratch = Buffer.alloc(this.scratch.length * 2);
    }
  }
}
