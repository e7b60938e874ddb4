/**
 * A fresh idempotency key for one submit of the wallet dialog: 32 hex digits from the browser's
 * random source. crypto.randomUUID exists only on secure pages (https, localhost), while
 * getRandomValues works on a store opened over plain http in a shop's own network too.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
