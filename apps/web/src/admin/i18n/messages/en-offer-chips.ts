/** The offer form's product ids, checked against the store as each is entered. */
export const enAdminOfferChips = {
  'offerChips.unknown': 'No product has the ID {id}.',
  'offerChips.checkFailed': 'Could not check this product ID. Please try again.',
  'offerChips.checking': 'Checking…',
} as const;
