import { connect, type Socket } from 'node:net';

export interface StalledRequest {
  socket: Socket;
  /** What the server answered before the socket closed, and when it closed (ms after opening). */
  closed: Promise<{ answer: string; afterMs: number }>;
}

export interface StallOptions {
  /** The client's own address (any 127.x.y.z is loopback on Linux): one attacker, one shopper. */
  localAddress?: string;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  /** Bytes the body claims; only the first is ever sent. */
  bodyBytes?: number;
}

/**
 * The slow-body attack of decision 26: a request whose headers arrive whole and whose body stops
 * after its first byte. Resolves once connected; `closed` settles when the server closes it.
 */
export function stalledRequest(port: number, options: StallOptions = {}): Promise<StalledRequest> {
  const {
    localAddress = '127.0.0.1',
    method = 'POST',
    path = '/api/cart/addCartProduct',
    headers = {},
    bodyBytes = 100,
  } = options;
  return new Promise((resolve, reject) => {
    const opened = performance.now();
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    let answer = '';
    const closed = new Promise<{ answer: string; afterMs: number }>((done) => {
      socket.on('data', (d) => (answer += d.toString()));
      socket.on('close', () => done({ answer, afterMs: performance.now() - opened }));
    });
    socket.once('error', (err) => {
      // A reset after connecting is how some closes arrive: `closed` reports it.
      if (!socket.connecting) return;
      reject(err);
    });
    socket.once('connect', () => {
      socket.on('error', () => undefined);
      const head = Object.entries({
        host: 'store.test',
        'content-type': 'application/json',
        'content-length': String(bodyBytes),
        ...headers,
      })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`${method} ${path} HTTP/1.1\r\n${head}\r\n{`);
      resolve({ socket, closed });
    });
  });
}

/** The status code of a raw HTTP answer, or 0 when the server closed without one. */
export const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

/** The JSON body of a raw HTTP answer. */
export const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
