import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { chmod, mkdir, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EmbeddedSnapshot } from '#db/client';

/**
 * A running store on the embedded database answers the backup command on a Unix socket in its
 * DATA_DIR (docs/decisions/0078): the command writes `snapshot`, the store copies its database
 * into a file of DATA_DIR/tmp and answers one JSON line, `{ok, file, migrationWhen}` or
 * `{ok: false, error}`; the command takes the file and removes it. Only who may open DATA_DIR may
 * connect (the socket is the owner's alone), as only they could read the database's files
 * anyway; nothing listens on a network port.
 */
export const SOCKET_NAME = 'backup.sock';
const ASK = 'snapshot\n';
/** A Unix socket's path has room for 107 bytes on Linux (108 with its terminating NUL). */
const SOCKET_PATH_MAX = 107;
const SNAPSHOT_PREFIX = 'backup-snapshot-';

const tmpDirOf = (dataDir: string) => path.join(dataDir, 'tmp');

export function socketPathOf(dataDir: string): string | undefined {
  const file = path.join(dataDir, SOCKET_NAME);
  return Buffer.byteLength(file) <= SOCKET_PATH_MAX ? file : undefined;
}

/**
 * Writes the copy in one go: a busy event loop would hand a stream over a socket one small piece
 * per turn (minutes for a few dozen megabytes under load), while one write takes milliseconds.
 */
async function handOver(snapshot: () => Promise<EmbeddedSnapshot>, dataDir: string) {
  const { tar, migrationWhen } = await snapshot();
  const bytes = Buffer.from(await tar.arrayBuffer());
  await mkdir(tmpDirOf(dataDir), { recursive: true });
  const file = path.join(
    tmpDirOf(dataDir),
    `${SNAPSHOT_PREFIX}${randomBytes(8).toString('hex')}.tar`,
  );
  writeFileSync(file, bytes, { mode: 0o600 });
  return { file, bytes: bytes.length, migrationWhen };
}

export const backupSocketPlugin = fp(async (app: FastifyInstance) => {
  const snapshot = app.database.snapshot;
  if (!snapshot) return;
  const file = socketPathOf(app.config.dataDir);
  if (!file) {
    app.log.warn(
      { dataDir: app.config.dataDir },
      'DATA_DIR is too long a path for the backup socket: npm run backup needs the store stopped',
    );
    return;
  }
  let taking: Promise<unknown> = Promise.resolve();
  const server = net.createServer((socket) => {
    let asked = '';
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk) => {
      asked += chunk.toString('latin1');
      if (!asked.includes('\n')) {
        if (asked.length > ASK.length) socket.destroy();
        return;
      }
      socket.removeAllListeners('data');
      if (asked !== ASK) {
        socket.end(`${JSON.stringify({ ok: false, error: 'unknown request' })}\n`);
        return;
      }
      const started = performance.now();
      const answer = handOver(snapshot, app.config.dataDir).then(
        ({ file: copy, bytes, migrationWhen }) => {
          socket.end(`${JSON.stringify({ ok: true, file: copy, migrationWhen })}\n`);
          app.log.info(
            { bytes, ms: Math.round(performance.now() - started) },
            'backup: database copy handed to the backup command',
          );
        },
        (err: unknown) => {
          app.log.error({ err }, 'backup: the database copy failed');
          socket.end(`${JSON.stringify({ ok: false, error: (err as Error).message })}\n`);
        },
      );
      taking = Promise.all([taking, answer]);
    });
  });
  app.addHook('onReady', async () => {
    // A store that stopped without closing left its socket file behind; nothing listens on it.
    await rm(file, { force: true });
    // Copies a backup command took but never removed (it was stopped half way).
    const tmp = tmpDirOf(app.config.dataDir);
    const left = await readdir(tmp).catch(() => [] as string[]);
    for (const name of left.filter((n) => n.startsWith(SNAPSHOT_PREFIX))) {
      await rm(path.join(tmp, name), { force: true });
    }
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => resolve());
    });
    await chmod(file, 0o600);
  });
  // Before the database closes: no new copy starts, and one being taken is handed over whole.
  app.addHook('preClose', async () => {
    if (server.listening) server.close();
    await taking;
    await rm(file, { force: true });
  });
});

/** Connects to the store's backup socket; null when no store listens there. */
function connect(file: string): Promise<net.Socket | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(file);
    socket.once('connect', () => resolve(socket));
    socket.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(err);
    });
  });
}

export async function storeIsServing(dataDir: string): Promise<boolean> {
  const file = socketPathOf(dataDir);
  if (!file || !existsSync(file)) return false;
  const socket = await connect(file);
  socket?.destroy();
  return socket !== null;
}

/** A copy of the database in a file, which the taker removes when done with it. */
export interface SnapshotFile {
  file: string;
  migrationWhen: number | null;
}

/** The running store's copy of its database, or null when no store serves `dataDir`. */
export async function snapshotFromStore(dataDir: string): Promise<SnapshotFile | null> {
  const file = socketPathOf(dataDir);
  const socket = file && existsSync(file) ? await connect(file) : null;
  if (!socket) return null;
  // The store answers and closes; the command's side stays open until then.
  socket.write(ASK);
  let said = '';
  for await (const chunk of socket) said += (chunk as Buffer).toString('utf8');
  if (!said.endsWith('\n'))
    throw new Error('the running store closed the connection without a copy');
  const head = JSON.parse(said) as
    { ok: true; file: string; migrationWhen: number | null } | { ok: false; error: string };
  if (!head.ok) throw new Error(`the running store could not copy its database: ${head.error}`);
  // Only a file the store wrote where it writes them is taken (and later removed).
  const where = path.dirname(head.file);
  if (where !== tmpDirOf(dataDir) || !path.basename(head.file).startsWith(SNAPSHOT_PREFIX)) {
    throw new Error(`the running store answered an unexpected file: ${head.file}`);
  }
  return { file: head.file, migrationWhen: head.migrationWhen };
}
