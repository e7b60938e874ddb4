import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '#db/client';

/** The short id (SH- or RT-) of each of `ids` that exists, by its uuid. */
export type RefsOf = (db: Db | Tx, ids: readonly string[]) => Promise<Map<string, string>>;

/** Who names what a notification is about: the orders module its orders, returns its returns. */
export interface NotificationRefs {
  orderRefsOf: RefsOf;
  returnRefsOf: RefsOf;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The SH- and RT- ids a notification shows, asked of the modules that own them. */
    notificationRefs: NotificationRefs;
  }
}

/**
 * A notification keeps the uuid of its order or return; the modules that own those (above this
 * one) are handed in where the app is built, so notifications reads none of their tables.
 */
export const notificationRefsPlugin = fp(async (app: FastifyInstance, refs: NotificationRefs) => {
  app.decorate('notificationRefs', refs);
});

interface About {
  orderId: string | null;
  returnId: string | null;
}

/** Each row with the SH- id of its order and the RT- id of its return: one query each at most. */
export async function withRefs<T extends About>(
  db: Db | Tx,
  refs: NotificationRefs,
  rows: readonly T[],
): Promise<(T & { orderid: string | null; returnid: string | null })[]> {
  const idsOf = (pick: (row: T) => string | null) => [
    ...new Set(rows.map(pick).filter((id): id is string => id !== null)),
  ];
  const orderRefs = await refs.orderRefsOf(
    db,
    idsOf((r) => r.orderId),
  );
  const returnRefs = await refs.returnRefsOf(
    db,
    idsOf((r) => r.returnId),
  );
  return rows.map((row) => ({
    ...row,
    orderid: (row.orderId && orderRefs.get(row.orderId)) ?? null,
    returnid: (row.returnId && returnRefs.get(row.returnId)) ?? null,
  }));
}
