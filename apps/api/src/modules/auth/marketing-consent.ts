import type { ConsentSource } from '@store/domain';
import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { byIds } from '#db/ids';
import { marketingConsentChanges, users } from '#db/schema';

/** The shopper's current choice and when they last made it (null: never asked to change it). */
export interface ConsentState {
  marketingConsent: boolean;
  changedAt: Date | null;
}

/**
 * Records the shopper's consent to direct marketing: the account's choice and, when it changes,
 * a row of its history with the time and where it was made. Setting what is already set records
 * nothing. Undefined for an account that does not exist or is closed.
 */
export async function setMarketingConsent(
  db: Db | Tx,
  userId: string,
  granted: boolean,
  source: ConsentSource,
  now: Date,
): Promise<ConsentState | undefined> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ marketingConsent: granted, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.closedAt), ne(users.marketingConsent, granted)))
      .returning({ id: users.id });
    if (changed) {
      await tx.insert(marketingConsentChanges).values({ userId, granted, source, createdAt: now });
    }
    return consentStateOf(tx, userId);
  });
}

/** The account's choice and its last change; undefined for an account that does not exist. */
export async function consentStateOf(
  db: Db | Tx,
  userId: string,
): Promise<ConsentState | undefined> {
  const [row] = await db
    .select({ marketingConsent: users.marketingConsent, closedAt: users.closedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const [last] = await db
    .select({ at: marketingConsentChanges.createdAt })
    .from(marketingConsentChanges)
    .where(eq(marketingConsentChanges.userId, userId))
    .orderBy(desc(marketingConsentChanges.createdAt))
    .limit(1);
  return { marketingConsent: row.marketingConsent, changedAt: last?.at ?? null };
}

/** The choice with every time it was given or withdrawn, oldest first (the data download's). */
export async function marketingConsentOf(db: Db | Tx, userId: string) {
  const state = await consentStateOf(db, userId);
  const changes = await db
    .select({
      granted: marketingConsentChanges.granted,
      source: marketingConsentChanges.source,
      at: marketingConsentChanges.createdAt,
    })
    .from(marketingConsentChanges)
    .where(eq(marketingConsentChanges.userId, userId))
    .orderBy(asc(marketingConsentChanges.createdAt), asc(marketingConsentChanges.id));
  return {
    granted: state?.marketingConsent ?? false,
    changes: changes.map((c) => ({
      granted: c.granted,
      source: c.source as ConsentSource,
      at: c.at.toISOString(),
    })),
  };
}

/** Who a marketing mail goes to: the address, the name and the language of the account. */
export interface MarketingRecipient {
  email: string;
  fullname: string;
  language: 'en' | 'ar';
}

/** Those of `userIds` whose open account agreed to marketing mail, by id; the others are left out. */
export async function consentingShoppers(
  db: Db | Tx,
  userIds: readonly string[],
): Promise<Map<string, MarketingRecipient>> {
  if (userIds.length === 0) return new Map();
  return byIds(
    userIds,
    (ids) =>
      db
        .select({
          id: users.id,
          email: users.email,
          fullname: users.fullname,
          language: users.language,
        })
        .from(users)
        .where(
          and(inArray(users.id, ids), eq(users.marketingConsent, true), isNull(users.closedAt)),
        ),
    (r) => ({
      email: r.email,
      fullname: r.fullname,
      language: r.language === 'ar' ? ('ar' as const) : ('en' as const),
    }),
  );
}
