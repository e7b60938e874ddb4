import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this a compressed body saves less than its headers cost (the compress plugin's rule). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Each body is compressed once and served many times, so it can afford a better ratio than the
 * per-request default (quality 4); the work runs on libuv's pool, off the event loop.
 */
const compressors: Record<Encoding, (body: string) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    }),
  gzip: (body) => gzipAsync(body, { level: 9 }),
};

/**
 * The encoding to answer with for an Accept-Encoding header: br before gzip at equal weight, none
 * when neither is acceptable (absent, `identity`, or `q=0`).
 */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  // Browsers send a handful of distinct headers: parse each once.
  if (choices.has(header)) return choices.get(header);
  const choice = parseAcceptEncoding(header);
  if (choices.size >= CHOICES_KEPT) choices.clear();
  choices.set(header, choice);
  return choice;
}

const CHOICES_KEPT = 256;
const choices = new Map<string, Encoding | undefined>();

function parseAcceptEncoding(header: string): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (e: Encoding) => weights.get(e) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce((a, b) => (weight(b) > weight(a) ? b : a));
  return weight(best) > 0 ? best : undefined;
}

/** A strong ETag of a text: a digest of it, so one text always has the same tag. */
export function textTag(text: string): string {
  return `"p-${createHash('sha1').update(text).digest('base64url')}"`;
}

/** A response body with its compressed forms, each made on first demand and then kept. */
export class EncodedBody {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  /** `tag`: the text's `textTag`, when the caller has it already. */
  constructor(
    readonly text: string,
    private tag?: string,
  ) {}

  /** A strong validator of the text, the same for every encoding of it (they vary by header). */
  get etag(): string {
    this.tag ??= textTag(this.text);
    return this.tag;
  }

  get compressible(): boolean {
    return this.text.length >= COMPRESS_THRESHOLD_BYTES;
  }

  encode(encoding: Encoding): Promise<Buffer> {
    let pending = this.encoded.get(encoding);
    if (!pending) {
      pending = compressors[encoding](this.text);
      this.encoded.set(encoding, pending);
      // A failed compression is not kept: the next request tries again.
      pending.catch(() => this.encoded.delete(encoding));
    }
    return pending;
  }
}
