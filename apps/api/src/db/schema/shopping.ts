import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { createdAt, id, updatedAt } from './columns';

export const cartLines = pgTable(
  'cart_lines',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_user_product_selection_key').on(t.userId, t.productId, t.color, t.size),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const wishlistEntries = pgTable(
  'wishlist_entries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    mobileno: text('mobileno').notNull(),
    buildingNumber: text('building_number').notNull(),
    streetName: text('street_name').notNull(),
    area: text('area').notNull(),
    city: text('city').notNull().default('Dubai'),
    emirate: text('emirate').notNull().default('Dubai'),
    country: text('country').notNull().default('United Arab Emirates'),
    pobox: text('pobox'),
    savedaddressas: text('savedaddressas').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    check('addresses_saved_as_known', sql`${t.savedaddressas} IN ('Home', 'Work')`),
  ],
);
