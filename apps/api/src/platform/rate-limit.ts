import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#db/client';
import { rateLimitHits } from '#db/schema';
import { refusal } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
}

export interface RateRule {
  limit: number;
  windowMs: number;
}

/** One counted hit, which `refund` can take back. */
export interface RateHit {
  readonly id: string;
}

export interface RateLimiter {
  /** Counts one hit on `bucket`; throws a 429 AppError once the window already holds `limit`. */
  consume(bucket: string, rule: RateRule): Promise<RateHit>;
  /**
   * Takes back hits that turned out not to be failures (a sign-in that succeeded). Counting
   * first and refunding after keeps attempts still in flight counted, so parallel guesses cannot
   * slip past the limit.
   */
  refund(...hits: RateHit[]): Promise<void>;
  /** Forgets every hit on `bucket`: lifts its lock (a shopper who proved the account is theirs). */
  clear(bucket: string): Promise<void>;
}

/** Longest window in use; older rows are dead weight. */
const PRUNE_OLDER_THAN_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
// Second key of the two-key advisory lock, so these locks never meet the seed and migration ones.
const LOCK_NAMESPACE = 727003;

/**
 * Counters live in rate_limit_hits so every instance behind a load balancer shares them. A
 * per-bucket advisory lock makes count-then-insert exact under concurrency.
 */
export function createRateLimiter(
  db: Db,
  multiplier: number,
  onPruneFailed: (err: unknown) => void,
): RateLimiter {
  let lastPrune = 0;
  const prune = async () => {
    lastPrune = Date.now();
    const cutoff = new Date(Date.now() - PRUNE_OLDER_THAN_MS);
    await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, cutoff));
  };
  return {
    async consume(bucket, { limit, windowMs }) {
      const allowed = Math.max(1, Math.round(limit * multiplier));
      const since = new Date(Date.now() - windowMs);
      const accepted = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${bucket}))`);
        await tx
          .delete(rateLimitHits)
          .where(and(eq(rateLimitHits.bucket, bucket), lt(rateLimitHits.createdAt, since)));
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(rateLimitHits)
          .where(eq(rateLimitHits.bucket, bucket));
        if ((row?.n ?? 0) >= allowed) return undefined;
        const [hit] = await tx
          .insert(rateLimitHits)
          .values({ bucket, createdAt: new Date() })
          .returning({ id: rateLimitHits.id });
        return hit;
      });
      // Pruning runs beside the request: a database away at that moment is logged, and the next
      // prune, ten minutes on, takes what this one left.
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) void prune().catch(onPruneFailed);
      if (!accepted) throw refusal('rate_limited', 'RATE_LIMITED');
      return accepted;
    },
    async refund(...hits) {
      if (hits.length === 0) return;
      await db.delete(rateLimitHits).where(
        inArray(
          rateLimitHits.id,
          hits.map((h) => h.id),
        ),
      );
    },
    async clear(bucket) {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucket));
    },
  };
}

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  app.decorate(
    'rateLimit',
    createRateLimiter(app.db, app.config.rateLimitMultiplier, (err) =>
      app.log.warn({ err }, 'rate-limit pruning failed'),
    ),
  );
});
