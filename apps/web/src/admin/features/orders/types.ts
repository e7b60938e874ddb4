import type { AdminOrderStatusFilter } from '@store/domain';

export type AdminOrderItem = {
  _id: string;
  productid: string;
  name: string;
  defaultImg: string | null;
  price: number;
  quantity: number;
  selections: { color: string | null; size: string | null };
};

export type ShippingAddress = {
  username: string;
  mobileno: string;
  buildingNumber?: string | null;
  streetName?: string | null;
  area?: string | null;
  city?: string | null;
  emirate?: string | null;
  pobox?: string | null;
  country?: string | null;
  savedaddressas?: string | null;
};

/** One order of GET /api/admin/orders: the shopper's Order joined to the customer. */
export type AdminOrder = {
  _id: string;
  orderid: string;
  userid: string;
  userName: string;
  contactDetails: string;
  items: AdminOrderItem[];
  totalprice: number;
  status: string;
  paymentMethod: string;
  isPaid: boolean;
  paymentDetails: {
    amount: number;
    currency: string;
    method: string;
    status: string;
    walletAmount: number;
    remainingAmount: number;
    cardLast4?: string | null;
  };
  amountPaidFromWallet: number;
  shippingaddress: ShippingAddress;
  createdAt: string;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  /** The tax invoice, once issued. */
  invoice?: { number: string; issuedAt: string } | null;
  /** Its credit notes, oldest first. */
  creditNotes?: Array<{ number: string; issuedAt: string; amount: number; reason: string }>;
  /** The courier and parcel given when shipped; null before, absent on older answers. */
  shipment?: {
    carrier: string;
    carrierName: string;
    trackingNumber: string | null;
    trackingUrl: string | null;
  } | null;
  /** The shopper's bank disputed the card payment (absent before the webhook work is merged). */
  dispute?: { at: string; reason: string | null } | null;
  /** The shopper asked to cancel after shipping; open until the owner settles it. */
  cancelRequest?: { at: string } | null;
  /** AED the card provider reports refunded to the card. */
  cardRefunded?: number;
};

export type OrderStats = Record<AdminOrderStatusFilter | 'total', number>;

/** GET /api/admin/orders. `totalCapped`: a search matched more than `total`. */
export type AdminOrderPage = {
  success: true;
  orders: AdminOrder[];
  total: number;
  totalCapped?: boolean;
  page: number;
  limit: number;
  stats: OrderStats;
};

/** What the status, code and cancel calls answer. */
export type OrderChange = { success: true; message: string; order: AdminOrder };
