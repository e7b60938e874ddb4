/** An offer of GET /api/admin/offers: the storefront's fields, the image key, its products. */
export type AdminOffer = {
  _id: string;
  title: string;
  description: string;
  /** The Arabic title and description; null when the shop wrote none. */
  titleAr?: string | null;
  descriptionAr?: string | null;
  discountText: string;
  imageUrl: string | null;
  s3Key: string | null;
  productIds: string[];
  products: { _id: string; productid: string; name: string }[];
  createdAt: string;
  updatedAt: string;
};

/** The form's fields as the calls send them. */
export type OfferFields = {
  title: string;
  description: string;
  /** Blank clears the Arabic (the storefront then shows the English). */
  titleAr: string;
  descriptionAr: string;
  discountText: string;
  /** Product codes ('DM-0001') or ids, in the order added. */
  productIds: string[];
};
