import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '#db/ids';

/** What the signature is for, so a token signed for anything else never unsubscribes anyone. */
const PURPOSE = 'marketing-unsubscribe:v1';

const signatureOf = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${userId.toLowerCase()}`).digest('base64url');

/**
 * The token of a marketing mail's unsubscribe link: the account's id and an HMAC of it under the
 * server's secret. It works without signing in and never expires (a link in an old mail still
 * unsubscribes), and it can only ever withdraw consent, so it needs no more than that.
 */
export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${signatureOf(secret, userId)}`;
}

/** The account a token was signed for; undefined when it was changed in any way. */
export function userOfUnsubscribeToken(secret: string, token: string): string | undefined {
  const dot = token.indexOf('.');
  if (dot < 0) return undefined;
  const userId = token.slice(0, dot);
  if (!isUuid(userId)) return undefined;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signatureOf(secret, userId));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return userId;
}
