import { OffersPage } from '@/features/offers/components/offers-page';

/** `/offers`: 'All Offers'. */
export default function OffersRoute() {
  return <OffersPage />;
}
