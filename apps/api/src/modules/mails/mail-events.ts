import type { OrderPromotion, ShippingAddressSnapshot } from '#db/schema';

/** The colour and size a replacement sends, and whether the shopper chose another (an exchange). */
export interface ReplacementVariant {
  color: string;
  size: string;
  /** Another colour or size than the item returned. */
  exchanged: boolean;
}

/** What a shopper is told about, by mail and in the bell. */
export type ShopperEvent =
  | {
      kind: 'order_placed';
      orderid: string;
      /** Each line with VAT, as the storefront showed it: the shown unit price x quantity. */
      items: { name: string; color: string; size: string; quantity: number; lineFils: number }[];
      /** The promotions it got, each with what it took off as shown (absent: none). */
      promotions?: OrderPromotion[];
      /** What the lines miss of the goods' total with VAT (the bag's rounding line); mostly 0. */
      roundingFils: number;
      shippingFils: number;
      /** The VAT the total includes (the goods' and the shipping's), as the tax invoice sums it. */
      vatFils: number;
      totalFils: number;
      address: ShippingAddressSnapshot;
      paymentMethod: string;
      walletFils: number;
      remainingFils: number;
      cardLast4: string | null;
    }
  | {
      kind: 'order_shipped';
      orderid: string;
      /** The stored key (the Arabic mail names known couriers in Arabic) and the English name. */
      carrier: string | null;
      carrierName: string | null;
      trackingNumber: string | null;
      trackingUrl: string | null;
    }
  | {
      kind: 'order_delivered';
      orderid: string;
      /** The tax invoice issued at delivery (cash orders, INV-…), attached. */
      invoice?: string | null;
    }
  /** The shopper asked to cancel an order with the courier: asked, not done yet (decision 55). */
  | { kind: 'cancel_requested'; orderid: string }
  /** The owner declined that request: the order goes on to the shopper. */
  | { kind: 'cancel_declined'; orderid: string }
  | {
      kind: 'order_cancelled';
      orderid: string;
      /** Back to the wallet at once. */
      walletFils: number;
      /** Back to the card the order was paid with. */
      cardFils: number;
      cardLast4: string | null;
      /** The tax credit note the cancel issued (CN-…), attached; null for an order not invoiced. */
      creditNote?: string | null;
    }
  | {
      /** A card payment no order could use (its browser never came back and the stock or price moved). */
      kind: 'card_payment_refunded';
      amountFils: number;
      cardLast4: string | null;
    }
  | {
      kind: 'return_received';
      returnid: string;
      itemName: string;
      quantity: number;
      returntype: string;
      /** A replacement's colour and size to send. */
      replacement?: ReplacementVariant | null;
    }
  | { kind: 'return_accepted'; returnid: string; itemName: string }
  | { kind: 'return_rejected'; returnid: string; itemName: string }
  | {
      kind: 'return_credited';
      returnid: string;
      amountFils: number;
      balanceFils: number;
      /** The tax credit note the credit issued (CN-…), attached. */
      creditNote?: string | null;
    }
  | {
      /** The shop owner credited the wallet from the console, with the reason they gave. */
      kind: 'wallet_credited';
      amountFils: number;
      balanceFils: number;
      reason: string;
    }
  | {
      kind: 'replacement_shipped';
      returnid: string;
      itemName: string;
      replacement?: ReplacementVariant | null;
    }
  /** Mail only (no bell line): the code that resets a forgotten password or confirms deletion. */
  | { kind: 'password_reset_code' | 'account_deletion_code'; code: string; ttlSeconds: number }
  | {
      kind: CodeMailKind;
      /** SH-… or RT-… */
      ref: string | null;
      code: string;
      ttlSeconds: number;
      /** A replacement's delivery code names what is delivered. */
      replacement?: ReplacementVariant | null;
    };

export type CodeMailKind = 'delivery_code' | 'return_pickup_code' | 'return_delivery_code';
export type MailKind = ShopperEvent['kind'];
/** The event of one kind: `EventOf<'order_placed'>`. */
export type EventOf<K extends MailKind> = Extract<ShopperEvent, { kind: K }>;
export type Language = 'en' | 'ar';

/** The words of one mail and its notification, in one language. */
export interface MailCopy {
  subject: string;
  heading: string;
  /** Paragraphs before the details. */
  intro: string[];
  /** Label and value pairs (the order's lines, the courier, the amounts). */
  details?: { label: string; value: string }[];
  code?: string;
  /** A picture (an absolute address) under the paragraphs: the product a mail is about. */
  image?: { url: string; alt: string };
  button?: { label: string; url: string };
  /** Paragraphs after the details. */
  outro: string[];
  /** A marketing mail's way out, small under the outro: its words and the unsubscribe link. */
  unsubscribe?: { text: string; label: string; url: string };
  /** The bell's line: short, and never the code (the bell shows the code beside it). */
  notification: string;
}
