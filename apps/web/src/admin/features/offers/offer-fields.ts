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
  /** The linked promotion's id; '' for none (the server then unlinks). */
  promotionId: string;
};
