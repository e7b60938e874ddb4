import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { PasswordPoolOptions } from '#config/config-shape';
import { AppError } from './errors';

export const BUSY_MESSAGE = 'Sign-in is busy right now. Please try again in a moment.';

export interface ScryptJob {
  password: string;
  salt: Uint8Array;
  keyLength: number;
  options: ScryptOptions;
}

export interface PasswordPool {
  /** scrypt on one of the pool's threads; rejects with a 503 BUSY AppError past the bound. */
  derive(job: ScryptJob): Promise<Buffer>;
  /**
   * Whether a hash asked for now would get a thread within `maxWaitMs`, judged from the hashes
   * waiting and how long hashes take. Sign-in asks before its database work, so a flood is
   * refused before it costs the queries that run beside every other request.
   */
  hasRoom(): boolean;
  /** The answer past the bound: a 503 BUSY after `maxWaitMs`, as a queued hash would get. */
  refuse(): Promise<never>;
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
  resolve: (key: Buffer) => void;
  reject: (err: Error) => void;
  timer?: NodeJS.Timeout;
}

type Reply = { key: Uint8Array; error?: undefined } | { error: string; key?: undefined };

const busy = () => new AppError('unavailable', BUSY_MESSAGE, 'BUSY');

/** A fixed number of worker threads hashing passwords, with a bounded, short wait for one. */
export function createPasswordPool({
  threads,
  maxWaitMs,
  maxQueue,
}: PasswordPoolOptions): PasswordPool {
  const running = new Map<Worker, Pending>();
  const idle: Worker[] = [];
  const waiting: Pending[] = [];
  let closed = false;
  // How long a hash takes, averaged over recent ones; the first guess is scrypt's usual ~400 ms.
  let averageHashMs = 400;
  const startedAt = new Map<Worker, number>();

  /** Hashes that can wait and still start within maxWaitMs, at most maxQueue. */
  const roomInQueue = () =>
    Math.min(maxQueue, Math.floor((maxWaitMs / Math.max(1, averageHashMs)) * threads));

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
      const queued = waiting.shift();
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
    const queued = waiting.shift();
    if (queued) return run(worker, queued);
    worker.unref();
    idle.push(worker);
  }

  function start(pending: Pending) {
    const worker = idle.pop() ?? (running.size < threads ? spawn() : undefined);
    if (worker) return run(worker, pending);
    // Past the queue's bound the answer is the same 503 after the same wait: a client that
    // tries again at once cannot turn refusals into a busy loop of sign-in requests.
    if (waiting.length >= maxQueue) {
      setTimeout(() => pending.reject(busy()), maxWaitMs);
      return;
    }
    pending.timer = setTimeout(() => {
      const at = waiting.indexOf(pending);
      if (at >= 0) waiting.splice(at, 1);
      pending.reject(busy());
    }, maxWaitMs);
    waiting.push(pending);
  }

  return {
    hasRoom() {
      if (closed) return false;
      if (idle.length > 0 || running.size < threads) return true;
      return waiting.length < roomInQueue();
    },
    refuse() {
      return new Promise<never>((_, reject) => setTimeout(() => reject(busy()), maxWaitMs));
    },
    derive(job) {
      return new Promise<Buffer>((resolve, reject) => {
        if (closed) return reject(new Error('the password pool is closed'));
        start({ job, resolve, reject });
      });
    },
    async close() {
      closed = true;
      for (const pending of waiting.splice(0)) {
        clearTimeout(pending.timer);
        pending.reject(new Error('the password pool is closed'));
      }
      const workers = [...idle.splice(0), ...running.keys()];
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
