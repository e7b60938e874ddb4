import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { id } from './columns';
import { orders, type ShippingAddressSnapshot } from './orders';

/** The seller as the invoice named it (STORE_LEGAL_NAME, STORE_TRN, STORE_ADDRESS at issue). */
export interface SellerSnapshot {
  legalName: string;
  /** null when the store runs without a TRN ('TRN: not registered'). */
  trn: string | null;
  address: string;
}

export interface CustomerSnapshot {
  name: string;
  email: string;
  address: ShippingAddressSnapshot;
}

/** One line of a tax document, amounts in fils; `kind: 'shipping'` is the delivery fee. */
export interface TaxLine {
  kind: 'goods' | 'shipping';
  name: string;
  color: string | null;
  size: string | null;
  quantity: number;
  unitExclVatFils: number;
  /** The promotions' discount on the line, without VAT (absent on documents issued before). */
  discountFils?: number;
  vatRatePercent: number;
  netFils: number;
  vatFils: number;
  grossFils: number;
}

/** The gapless counters of invoice and credit note numbers (migration 0020, decision 34). */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind').primaryKey(),
    last: integer('last').notNull().default(0),
  },
  (t) => [
    check('document_counters_kind_known', sql`${t.kind} IN ('invoice', 'credit_note')`),
    check('document_counters_last_non_negative', sql`${t.last} >= 0`),
  ],
);

const issuedAt = () => timestamp('issued_at', { withTimezone: true }).notNull();

/** A tax invoice as issued: a trigger refuses any UPDATE or DELETE of the row. */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: id(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    issuedAt: issuedAt(),
    /** The date of supply: the order's placement (paid) or its delivery (cash on delivery). */
    suppliedAt: timestamp('supplied_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<SellerSnapshot>().notNull(),
    customer: jsonb('customer').$type<CustomerSnapshot>().notNull(),
    /** The delivery address's emirate, for the VAT return's boxes 1a to 1g. */
    emirate: text('emirate').notNull(),
    paymentMethod: text('payment_method').notNull(),
    pricesIncludeVat: boolean('prices_include_vat').notNull(),
    lines: jsonb('lines').$type<TaxLine[]>().notNull(),
    netFils: integer('net_fils').notNull(),
    vatFils: integer('vat_fils').notNull(),
    grossFils: integer('gross_fils').notNull(),
  },
  (t) => [
    uniqueIndex('tax_invoices_seq_key').on(t.seq),
    uniqueIndex('tax_invoices_number_key').on(t.number),
    uniqueIndex('tax_invoices_order_key').on(t.orderId),
    index('tax_invoices_issued_idx').on(t.issuedAt),
    check(
      'tax_invoices_amounts_consistent',
      sql`${t.netFils} >= 0 AND ${t.vatFils} >= 0 AND ${t.grossFils} = ${t.netFils} + ${t.vatFils}`,
    ),
  ],
);

/**
 * A tax credit note as issued, correcting one invoice. `source` names what gave the money back
 * ('cancel', 'return:<id>', ...): one note per order and source, so racing calls issue one.
 */
export const taxCreditNotes = pgTable(
  'tax_credit_notes',
  {
    id: id(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => taxInvoices.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    source: text('source').notNull(),
    reason: text('reason').notNull(),
    issuedAt: issuedAt(),
    emirate: text('emirate').notNull(),
    lines: jsonb('lines').$type<TaxLine[]>().notNull(),
    /** What the invoice stood at with VAT before this note (less earlier notes), and after it. */
    beforeGrossFils: integer('before_gross_fils').notNull(),
    netFils: integer('net_fils').notNull(),
    vatFils: integer('vat_fils').notNull(),
    grossFils: integer('gross_fils').notNull(),
    afterGrossFils: integer('after_gross_fils').notNull(),
  },
  (t) => [
    uniqueIndex('tax_credit_notes_seq_key').on(t.seq),
    uniqueIndex('tax_credit_notes_number_key').on(t.number),
    uniqueIndex('tax_credit_notes_order_source_key').on(t.orderId, t.source),
    index('tax_credit_notes_issued_idx').on(t.issuedAt),
    check(
      'tax_credit_notes_amounts_consistent',
      sql`${t.netFils} >= 0 AND ${t.vatFils} >= 0 AND ${t.grossFils} = ${t.netFils} + ${t.vatFils}
        AND ${t.afterGrossFils} = ${t.beforeGrossFils} - ${t.grossFils} AND ${t.afterGrossFils} >= 0`,
    ),
  ],
);
