/** Shapes of the offers API's JSON, as the storefront reads them. */

export type Offer = {
  _id: string;
  title: string;
  description: string;
  /** Arabic title and description, shown on Arabic pages when set. */
  titleAr?: string | null;
  descriptionAr?: string | null;
  discountText: string;
  imageUrl: string;
  /** Where the banner leads, e.g. '/category/women/Abayas'; null: the offer's own page. */
  link: string | null;
  productIds: string[];
};

export type OffersResponse = { success: true; offers: Offer[] };

/**
 * GET /api/catalog/offers/:offerId. `P` is the catalogue's product: this feature only passes the
 * items on to the grid the app composes in, so it does not depend on the catalogue feature.
 */
export type OfferDetail<P> = {
  success: true;
  offer: Offer;
  /** 'discount': 'Products with up to {limit}% discount'; 'related': 'Products Related to Offer'. */
  heading: 'discount' | 'related';
  limit: number | null;
  items: P[];
};
