import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, EncodedBody, preferredEncoding } from './encoded-body';

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['GZIP', 'gzip'],
    ['deflate', undefined],
  ])('%j answers %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('EncodedBody', () => {
  const text = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i })) });

  it('compresses each encoding once and keeps it', async () => {
    const body = new EncodedBody(text);
    const first = await body.encode('br');
    expect(await body.encode('br')).toBe(first);
    expect(brotliDecompressSync(first).toString()).toBe(text);
    expect(gunzipSync(await body.encode('gzip')).toString()).toBe(text);
  });

  it('leaves bodies below the threshold uncompressed', () => {
    expect(new EncodedBody('x'.repeat(COMPRESS_THRESHOLD_BYTES - 1)).compressible).toBe(false);
    expect(new EncodedBody('x'.repeat(COMPRESS_THRESHOLD_BYTES)).compressible).toBe(true);
  });
});
