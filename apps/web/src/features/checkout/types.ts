import type { PaymentMethod } from '@store/domain';

/** Shapes of the address, payment, wallet and order JSON; money in AED. */

export type Address = {
  _id: string;
  userid: string;
  username: string;
  mobileno: string;
  buildingNumber: string;
  streetName: string;
  area: string;
  city: string;
  emirate: string;
  country: string;
  pobox?: string | null;
  savedaddressas: 'Home' | 'Work';
  defaultaddress: boolean;
};

export type ShippingAddress = Omit<Address, '_id' | 'userid' | 'defaultaddress'>;

export type OrderItem = {
  _id: string;
  productid: string;
  name: string;
  /** The product's Arabic name as the catalogue has it now; null without one. */
  nameAr?: string | null;
  defaultImg: string;
  /** The price as stored; `priceWithVat` is what the storefront showed (decision 32). */
  price: number;
  priceWithVat: number;
  quantity: number;
  selections: { color: string; size: string };
};

export type Order = {
  _id: string;
  orderid: string;
  userid: string;
  items: OrderItem[];
  totalprice: number;
  subtotal: number;
  vat: number;
  shipping: number;
  status: string;
  paymentMethod: PaymentMethod;
  isPaid: boolean;
  paymentDetails: {
    amount: number;
    currency: 'AED';
    method: string;
    status: 'pending' | 'partial' | 'completed' | 'refunded';
    walletAmount: number;
    remainingAmount: number;
    paymentIntentId?: string;
    cardLast4?: string;
  };
  amountPaidFromWallet: number;
  shippingaddress: ShippingAddress;
  zipCode?: string | null;
  createdAt: string;
  shippedAt?: string | null;
  deliveredAt?: string | null;
  cancelledAt?: string | null;
  /** The shopper asked to cancel after it shipped; the owner has not answered yet. */
  cancelRequestedAt?: string | null;
  /** The tax invoice's number (INV-000001) once the order has one (My Orders only). */
  invoiceNumber?: string | null;
  /** Its tax credit notes (a cancel, each credited return), oldest first (My Orders only). */
  creditNotes?: { number: string; issuedAt: string; amount: number }[];
  /** The courier and parcel given when shipped; null before. */
  shipment?: {
    carrier: string;
    carrierName: string;
    trackingNumber: string | null;
    trackingUrl: string | null;
  } | null;
};

/** The payment choice on the checkout page; the server picks wallet or wallet_partial. */
export type PaymentChoice = 'card' | 'COD' | 'wallet';

export type PaymentIntent = {
  success: true;
  clientSecret: string;
  paymentIntentId: string;
  /** Fils, from the server's cart total. */
  amount: number;
  currency: 'aed';
  provider: 'test' | 'stripe';
  publishableKey: string | null;
};

export type CardStatus = 'succeeded' | 'requires_action' | 'requires_payment_method' | string;
