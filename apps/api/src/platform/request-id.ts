import { randomUUID } from 'node:crypto';

/**
 * A request's id: the caller's `X-Request-Id` when it is a plain token (a proxy's trace id),
 * otherwise a new UUID. The response echoes it and the request's log lines carry it.
 */
export function requestIdFor(given: string | string[] | undefined): string {
  return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
}
