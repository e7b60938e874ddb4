import type { CombinesWith, PromotionConditions, PromotionReward } from '@store/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at, createdAt, id, updatedAt } from './columns';

/**
 * A promotion (migration 0031): automatic, one code (upper case, unique) or a batch of
 * generated single-use codes (promotion_codes). Reward, conditions and classes are the domain's
 * types, money in fils. `usesCount` is exact while `totalUsesLimit` is set: a use locks the row
 * and moves it, and the database refuses a count above the limit.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    /** 'automatic' | 'code' | 'batch'. */
    kind: text('kind').notNull(),
    code: text('code'),
    batchPrefix: text('batch_prefix'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    paused: boolean('paused').notNull().default(false),
    reward: jsonb('reward').$type<PromotionReward>().notNull(),
    conditions: jsonb('conditions').$type<PromotionConditions>().notNull(),
    combinesWith: jsonb('combines_with').$type<CombinesWith>().notNull(),
    totalUsesLimit: integer('total_uses_limit'),
    perShopperLimit: integer('per_shopper_limit'),
    usesCount: integer('uses_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promotions_code_key').on(t.code),
    index('promotions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('promotions_automatic_idx')
      .on(t.startsAt)
      .where(sql`${t.kind} = 'automatic' AND NOT ${t.paused}`),
    check('promotions_kind_known', sql`${t.kind} IN ('automatic', 'code', 'batch')`),
    check(
      'promotions_uses_within_limit',
      sql`${t.usesCount} >= 0 AND (${t.totalUsesLimit} IS NULL OR ${t.usesCount} <= ${t.totalUsesLimit})`,
    ),
  ],
);

/** A batch's single-use codes; `usedByOrderId` is the order (orders.id) that used it. */
export const promotionCodes = pgTable(
  'promotion_codes',
  {
    code: text('code').primaryKey(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    usedByOrderId: uuid('used_by_order_id'),
    createdAt: createdAt(),
  },
  (t) => [index('promotion_codes_promotion_idx').on(t.promotionId, t.createdAt, t.code)],
);

/**
 * One order's use of one promotion: what it took off and the order's total. A cancelled order
 * releases its uses (`releasedAt`), which then count for no limit and no figure.
 */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    id: id(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'restrict' }),
    code: text('code'),
    /** No foreign key: the record outlives the account. */
    userId: uuid('user_id'),
    /** orders.id; no foreign key, as the orders module owns that table. */
    orderId: uuid('order_id').notNull(),
    discountFils: integer('discount_fils').notNull(),
    orderTotalFils: integer('order_total_fils').notNull(),
    createdAt: createdAt(),
    releasedAt: at('released_at'),
  },
  (t) => [
    uniqueIndex('promotion_uses_order_promotion_key').on(t.orderId, t.promotionId),
    index('promotion_uses_shopper_idx')
      .on(t.promotionId, t.userId)
      .where(sql`${t.releasedAt} IS NULL`),
  ],
);

/** The code on a signed-in shopper's bag, the same on every device. */
export const bagCodes = pgTable('bag_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  updatedAt: updatedAt(),
});
