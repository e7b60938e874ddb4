import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { BackupError } from './manifest';

/** A backup being written: entries go in one after another, then `finish` makes the file appear. */
export interface ArchiveWriter {
  add(name: string, body: Buffer): Promise<void>;
  /** Streams a file in (the database dump may be larger than memory should hold). */
  addFile(name: string, file: string): Promise<void>;
  /** Ends the archive and moves it to its name; until then only a `.partial` file exists. */
  finish(): Promise<number>;
  /** Drops the partial file after a failure. */
  abort(): Promise<void>;
}

/**
 * A gzip-compressed tar at `file`, readable only by its owner (it holds every account and
 * order). A backup that fails half way never leaves a file under the name a restore would take.
 */
export function createArchive(file: string): ArchiveWriter {
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const written = pipeline(
    pack,
    createGzip({ level: 6 }),
    createWriteStream(partial, { mode: 0o600 }),
  );
  // A failure surfaces through the entry being written; this keeps it from going unhandled first.
  written.catch(() => undefined);
  const header = (name: string, size: number) => ({ name, size, mode: 0o600, mtime: new Date() });
  const entryDone = (resolve: () => void, reject: (err: Error) => void) => (err?: Error | null) =>
    err ? reject(err) : resolve();

  return {
    add: (name, body) =>
      new Promise((resolve, reject) => {
        pack.entry(header(name, body.length), body, entryDone(resolve, reject));
      }),
    async addFile(name, file) {
      const { size } = await stat(file);
      let entry!: ReturnType<tar.Pack['entry']>;
      const finished = new Promise<void>((resolve, reject) => {
        entry = pack.entry(header(name, size), entryDone(resolve, reject));
      });
      for await (const chunk of createReadStream(file)) {
        if (!entry.write(chunk as Buffer)) await once(entry, 'drain');
      }
      entry.end(undefined);
      await finished;
    },
    async finish() {
      pack.finalize();
      await written;
      await rename(partial, file);
      return (await stat(file)).size;
    },
    async abort() {
      pack.destroy();
      await written.catch(() => undefined);
      await rm(partial, { force: true });
    },
  };
}

/** One file of an archive being read: its name and bytes, to be read before the next entry. */
export type ArchiveEntry = tar.Extract extends AsyncIterable<infer E> ? E : never;

/** The entries of a backup archive, in order; a file that is not a gzip tar fails clearly. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  reading.catch(() => undefined);
  try {
    for await (const entry of extract) {
      yield entry;
      // An entry the reader skipped is drained, or the next one never comes.
      entry.resume();
    }
    await reading;
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(
      `${file} cannot be read as a backup (${(err as Error).message}): is it a whole backup file?`,
    );
  } finally {
    // A reader that stopped early closes the file.
    extract.destroy();
  }
}

export async function readAll(entry: AsyncIterable<unknown>, max = 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry) {
    size += (chunk as Buffer).length;
    if (size > max) throw new BackupError('An entry of this backup is larger than it can be.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Writes an entry to a file as it is read. */
export async function saveTo(entry: AsyncIterable<unknown>, file: string): Promise<void> {
  const out = createWriteStream(file, { mode: 0o600 });
  for await (const chunk of entry) {
    if (!out.write(chunk as Buffer)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}
