/** One HTTP answer, read whole: what a shopper's browser would get. */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The JSON body, or undefined when it is not JSON (a balancer's error page). */
  json: Record<string, unknown> | undefined;
  /** Which instance answered (HAProxy's `X-Served-By`), when it went through the balancer. */
  servedBy: string | null;
  /** The shared cache's verdict (nginx's `X-Cache-Status`), when it went through the cache. */
  cache: string | null;
  /** Sent again after the connection closed with no answer (see `call`). */
  retried: boolean;
}

/** How many times a request is sent again after the balancer closed its connection unanswered. */
const SENDS_AFTER_CLOSE = 3;

export async function call(
  base: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | FormData | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const send = () =>
    fetch(`${base}${url}`, { method, headers, body, signal: AbortSignal.timeout(60_000) });
  let retried = false;
  let res: Response | undefined;
  for (let tries = 1; res === undefined; tries += 1) {
    try {
      res = await send();
    } catch (err) {
      // HAProxy closes a kept-alive client connection without an answer when the instance holding
      // its request dies, so that the client retries, as browsers do for a reused connection that
      // closed before any byte came back. In the moment before HAProxy has read the dead
      // instance's closed sockets it can close the retry too, so send again up to three times, a
      // quarter second apart; placing an order is idempotent.
      if (!(err instanceof Error && /other side closed/.test(String(err.cause)))) throw err;
      if (tries > SENDS_AFTER_CLOSE) throw err;
      retried = true;
      await sleep(250);
    }
  }
  const text = await res.text();
  let json: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  return {
    status: res.status,
    headers: res.headers,
    text,
    json,
    servedBy: res.headers.get('x-served-by'),
    cache: res.headers.get('x-cache-status'),
    retried,
  };
}

export const get = (base: string, url: string, token?: string, headers?: Record<string, string>) =>
  call(base, 'GET', url, { token, headers });

export const post = (base: string, url: string, body: unknown, token?: string) =>
  call(base, 'POST', url, { token, body });

/** Throws with the answer's body unless its status is `status`. */
export function expectStatus(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${answer.status} ${answer.text.slice(0, 300)}`,
    );
  }
  return answer;
}

export function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
