/** /admin/add-offer (admin spec section 2, Offers page). */
export const enAdminOffers = {
  'offers.title': 'Offers',
} as const;
