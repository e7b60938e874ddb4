import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { NEW_PASSWORD_WAIT, type PasswordPoolOptions } from '#config/config-shape';
import { refusal } from './errors';

export interface ScryptJob {
  password: string;
  salt: Uint8Array;
  keyLength: number;
  options: ScryptOptions;
}

/**
 * Why a hash is made, which sets how long it may wait for a thread: `check` checks a password at
 * sign-in (a short wait, and served first); `new` hashes a password being set (registration, a
 * reset, a change), where a shopper filling in a form would rather wait a few seconds more than
 * be turned away at a sale's launch.
 */
export type HashKind = 'check' | 'new';

export interface PasswordPool {
  /** scrypt on one of the pool's threads; rejects with a 503 BUSY AppError past the bound. */
  derive(job: ScryptJob, kind?: HashKind): Promise<Buffer>;
  /**
   * Whether a hash asked for now would get a thread within `maxWaitMs`, judged from the hashes
   * waiting and how long hashes take. Sign-in asks before its database work, so a flood is
   * refused before it costs the queries that run beside every other request.
   */
  hasRoom(kind?: HashKind): boolean;
  /** The answer past the bound: a 503 BUSY after the kind's wait, as a queued hash would get. */
  refuse(kind?: HashKind): Promise<never>;
  /** Ends every worker; waiting and running hashes fail. */
  close(): Promise<void>;
}

/**
 * What each worker runs: scrypt synchronously, so a hash holds the worker's own thread and none
 * of the four libuv threads that file reads and the database driver wait on (decision 25). It is
 * source text, run with `eval`, so the same code runs from the TypeScript (tests, dev) and from
 * the bundle `npm start` runs, with no second file to bundle and find at run time.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ key: new Uint8Array(scryptSync(password, salt, keyLength, options)) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Pending {
  job: ScryptJob;
  kind: HashKind;
  resolve: (key: Buffer) => void;
  reject: (err: Error) => void;
  timer?: NodeJS.Timeout;
}

type Reply = { key: Uint8Array; error?: undefined } | { error: string; key?: undefined };

const busy = () => refusal('unavailable', 'request.sign_busy_right_now_try', { code: 'BUSY' });

/**
 * A fixed number of worker threads hashing passwords, with a bounded wait for one: checks wait
 * up to `maxWaitMs` behind at most `maxQueue` others and go first; new passwords wait up to
 * `newWaitMs` behind at most `newQueue` hashes of either kind.
 */
export function createPasswordPool({
  threads,
  maxWaitMs,
  maxQueue,
  newWaitMs = Math.max(maxWaitMs, NEW_PASSWORD_WAIT.newWaitMs),
  newQueue = Math.max(maxQueue, NEW_PASSWORD_WAIT.newQueue),
}: PasswordPoolOptions): PasswordPool {
  const running = new Map<Worker, Pending>();
  const idle: Worker[] = [];
  /** Waiting checks, then waiting new passwords: a free thread takes the first of the first. */
  const queues: Record<HashKind, Pending[]> = { check: [], new: [] };
  const waitOf = (kind: HashKind) => (kind === 'check' ? maxWaitMs : newWaitMs);
  /** The hashes a hash of this kind waits behind: new ones wait behind every check too. */
  const ahead = (kind: HashKind) =>
    kind === 'check' ? queues.check.length : queues.check.length + queues.new.length;
  let closed = false;
  // How long a hash takes, averaged over recent ones; the first guess is scrypt's usual ~400 ms.
  let averageHashMs = 400;
  const startedAt = new Map<Worker, number>();

  /** Hashes of this kind that can wait and still start within its wait, at most its bound. */
  const roomInQueue = (kind: HashKind) =>
    Math.min(
      kind === 'check' ? maxQueue : newQueue,
      Math.floor((waitOf(kind) / Math.max(1, averageHashMs)) * threads),
    );
  const nextWaiting = () => queues.check.shift() ?? queues.new.shift();

  function spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, name: 'password-hash' });
    worker.on('message', (reply: Reply) => {
      const done = running.get(worker);
      running.delete(worker);
      const began = startedAt.get(worker);
      if (began !== undefined) averageHashMs = 0.8 * averageHashMs + 0.2 * (Date.now() - began);
      if (reply.error !== undefined) done?.reject(new Error(reply.error));
      else done?.resolve(Buffer.from(reply.key.buffer, reply.key.byteOffset, reply.key.length));
      next(worker);
    });
    // A worker that dies (out of memory, say) fails its hash; the next hash starts a new one.
    const lost = (err: Error) => {
      const done = running.get(worker);
      running.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      done?.reject(err);
      const queued = nextWaiting();
      if (queued && !closed) start(queued);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => {
      if (running.has(worker)) lost(new Error(`password worker exited with code ${code}`));
    });
    return worker;
  }

  function run(worker: Worker, pending: Pending) {
    clearTimeout(pending.timer);
    running.set(worker, pending);
    startedAt.set(worker, Date.now());
    // Referenced only while hashing: an idle pool never keeps the process alive.
    worker.ref();
    worker.postMessage(pending.job);
  }

  function next(worker: Worker) {
    const queued = nextWaiting();
    if (queued) return run(worker, queued);
    worker.unref();
    idle.push(worker);
  }

  function start(pending: Pending) {
    const worker = idle.pop() ?? (running.size < threads ? spawn() : undefined);
    if (worker) return run(worker, pending);
    // Past the queue's bound the answer is the same 503 after the same wait: a client that
    // tries again at once cannot turn refusals into a busy loop of sign-in requests.
    const { kind } = pending;
    const wait = waitOf(kind);
    if (ahead(kind) >= (kind === 'check' ? maxQueue : newQueue)) {
      setTimeout(() => pending.reject(busy()), wait);
      return;
    }
    const queue = queues[kind];
    pending.timer = setTimeout(() => {
      const at = queue.indexOf(pending);
      if (at >= 0) queue.splice(at, 1);
      pending.reject(busy());
    }, wait);
    queue.push(pending);
  }

  return {
    hasRoom(kind = 'check') {
      if (closed) return false;
      if (idle.length > 0 || running.size < threads) return true;
      return ahead(kind) < roomInQueue(kind);
    },
    refuse(kind = 'check') {
      return new Promise<never>((_, reject) => setTimeout(() => reject(busy()), waitOf(kind)));
    },
    derive(job, kind = 'check') {
      return new Promise<Buffer>((resolve, reject) => {
        if (closed) return reject(new Error('the password pool is closed'));
        start({ job, kind, resolve, reject });
      });
    },
    async close() {
      closed = true;
      for (const pending of [...queues.check.splice(0), ...queues.new.splice(0)]) {
        clearTimeout(pending.timer);
        pending.reject(new Error('the password pool is closed'));
      }
      const workers = [...idle.splice(0), ...running.keys()];
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
