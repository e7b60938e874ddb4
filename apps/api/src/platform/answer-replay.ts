import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type RequestListener,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Lru } from './lru';
import { requestIdFor } from './request-id';

declare module 'fastify' {
  interface FastifyInstance {
    /** Repeats of kept catalogue answers and pages, sent before Fastify sees them. */
    answerReplay: AnswerReplay;
  }
}

/** Does an If-None-Match header (a list, or `*`) name this ETag? */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/** What Fastify sent for one request: its status, its headers as given, its bytes. */
interface Recorded {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer | undefined;
}

interface Entry {
  /** The catalogue state's stamp it was recorded at (its version and running promotions). */
  stamp: string;
  etag: string;
  ok?: Recorded;
  notModified?: Recorded;
}

/** The only cookie a replayed request may carry: the language switch's (it is in the key). */
const LANGUAGE_COOKIE = /^lang=(?:ar|en)$/;
/** Headers that change what Fastify makes of a request beyond its URL and the key's headers. */
const PASSED_ON = [
  'authorization',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'accept-version',
  'content-length',
  'transfer-encoding',
] as const;

type Tagged = IncomingMessage & { [replayKey]?: string };
const replayKey = Symbol('catalogue replay key');

/**
 * The warm catalogue's fast path (decision 44). Fastify answers a cached catalogue GET in about
 * three times the time the socket write takes: routing, hooks, serialising the reply. This
 * answers a repeat of such a request before Fastify sees it, by sending again exactly what
 * Fastify sent for it (status, headers, bytes) at the same catalogue state, with a new Date and
 * request id and the same log line. Anything it does not hold, or may not be sure of, is
 * Fastify's: it only ever replays an answer Fastify produced for the same URL and the same
 * headers that could change it, and only while the catalogue state is as fresh as the routes
 * would trust it. The storefront's pages, made of catalogue answers, are kept the same way
 * (decision 80), by host too, since their links name the address they were asked at.
 */
export class AnswerReplay {
  /** Answers by URL, encoding, language and cookie; bodies are the cache's own buffers. */
  private readonly entries = new Lru<Entry>(4000, 64 * 1024 * 1024);
  private freshStamp: () => string | undefined = () => undefined;
  private log: FastifyBaseLogger | undefined;
  /** How many requests were answered from a recording (tests and diagnostics). */
  replayed = 0;

  /**
   * Starts replaying; `freshStamp` is the catalogue state's stamp while the routes would use it
   * without asking the database, else undefined.
   */
  start(freshStamp: () => string | undefined, log: FastifyBaseLogger): void {
    this.freshStamp = freshStamp;
    this.log = log;
  }

  /**
   * The catalogue state's stamp while the routes would trust it without asking the database;
   * undefined before start, while closing, or once it needs reading again.
   */
  currentStamp(): string | undefined {
    return this.log ? this.freshStamp() : undefined;
  }

  /** Closing: every request goes to Fastify again, which answers 503 as it closes. */
  stop(): void {
    this.log = undefined;
  }

  /** Answers `req` from a recording and returns true, or returns false for Fastify to answer. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    const log = this.log;
    if (!log) return false;
    const started = performance.now();
    const key = keyOf(req);
    if (key === undefined) return false;
    const entry = this.entries.get(key);
    const recorded =
      entry === undefined || entry.stamp !== this.freshStamp()
        ? undefined
        : matchesEtag(header(req, 'if-none-match'), entry.etag)
          ? entry.notModified
          : entry.ok;
    if (!recorded) {
      // Fastify answers; the catalogue route records its answer under this key.
      (req as Tagged)[replayKey] = key;
      return false;
    }
    const id = requestIdFor(req.headers['x-request-id']);
    // The same headers in the same order; only the request id is this request's.
    const headers = { ...recorded.headers, 'x-request-id': id };
    res.writeHead(recorded.status, headers);
    res.end(recorded.body);
    this.replayed += 1;
    // The line the app's onResponse hook writes, through the same logger and serialisers.
    log.info(
      {
        reqId: id,
        req: {
          method: req.method,
          url: req.url,
          headers: req.headers,
          host: req.headers.host ?? '',
          ip: req.socket.remoteAddress,
          socket: req.socket,
        },
        res: { statusCode: recorded.status },
        responseTime: performance.now() - started,
      },
      'request completed',
    );
    return true;
  }

  /**
   * Called by a catalogue route about to send a cached answer at `stamp`: if the fast path
   * passed this request on, what Fastify writes for it is kept for the next one with the same
   * key. Only a single-write 200 or 304 carrying this ETag is kept.
   */
  record(req: IncomingMessage, res: ServerResponse, stamp: string, etag: string): void {
    const key = (req as Tagged)[replayKey];
    if (key === undefined) return;
    (req as Tagged)[replayKey] = undefined;
    let head: Omit<Recorded, 'body'> | undefined;
    let streamed = false;
    const { writeHead, write, end } = res;
    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      const given = rest.at(-1);
      if (given && typeof given === 'object' && !Array.isArray(given) && rest.length === 1) {
        head = { status, headers: { ...this.getHeaders(), ...(given as OutgoingHttpHeaders) } };
      }
      return Reflect.apply(writeHead, this, [status, ...rest]) as ServerResponse;
    } as ServerResponse['writeHead'];
    res.write = function (this: ServerResponse, ...args: unknown[]) {
      streamed = true;
      return Reflect.apply(write, this, args) as boolean;
    } as ServerResponse['write'];
    res.end = ((...args: unknown[]) => {
      const [chunk] = args;
      const body =
        typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.isBuffer(chunk) ? chunk : undefined;
      const whole = chunk === undefined || chunk === null || body !== undefined;
      if (head && !streamed && whole && head.headers.etag === etag) {
        this.keep(key, stamp, etag, { ...head, body });
      }
      return Reflect.apply(end, res, args) as ServerResponse;
    }) as ServerResponse['end'];
  }

  private keep(key: string, stamp: string, etag: string, recorded: Recorded): void {
    if (recorded.status !== 200 && recorded.status !== 304) return;
    const old = this.entries.get(key);
    const entry = old?.stamp === stamp && old.etag === etag ? old : { stamp, etag };
    if (recorded.status === 200) entry.ok = recorded;
    else entry.notModified = recorded;
    const size = 1024 + (entry.ok?.body?.length ?? 0);
    this.entries.set(key, entry, size);
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** Files, served from disk by Fastify: never kept here. */
const FILES = /^\/(?:media|assets)\//;

/** The recording's key for a request the fast path may answer, or undefined when it may not. */
function keyOf(req: IncomingMessage): string | undefined {
  if (req.method !== 'GET' || req.url === undefined || FILES.test(req.url)) return;
  const { headers } = req;
  for (const name of PASSED_ON) if (headers[name] !== undefined) return;
  const cookie = headers.cookie;
  if (cookie !== undefined && !LANGUAGE_COOKIE.test(cookie)) return;
  const key = `${req.url}\n${header(req, 'accept-encoding') ?? ''}\n${header(req, 'accept-language') ?? ''}\n${cookie ?? ''}`;
  if (req.url.startsWith('/api/')) return key;
  // A page names its host in its links, and whether it sends a shopper to their language's page
  // depends on where they came from.
  return `${key}\n${header(req, 'host') ?? ''}\n${header(req, 'sec-fetch-site') ?? ''}`;
}

/**
 * Fastify's `serverFactory`: the HTTP/1 server Fastify would make for these options
 * (fastify/lib/server.js), with the replay asked first.
 */
export function replayingServer(replay: AnswerReplay) {
  return (handler: RequestListener, options: Record<string, unknown>): Server => {
    const server = createServer((options.http ?? {}) as ServerOptions, (req, res) => {
      if (!replay.answer(req, res)) handler(req, res);
    });
    server.keepAliveTimeout = Number(options.keepAliveTimeout);
    server.requestTimeout = Number(options.requestTimeout);
    server.setTimeout(Number(options.connectionTimeout));
    const perSocket = Number(options.maxRequestsPerSocket);
    if (perSocket > 0) server.maxRequestsPerSocket = perSocket;
    return server;
  };
}
