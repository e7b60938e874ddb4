import { useParams } from '@/lib/router';

import { ProductGrid } from '@/features/catalog';
import { OfferPage } from '@/features/offers/components/offer-page';

/** `/offers/{offerId}`: the offer's banner over the catalogue's product grid. */
export default function OfferRoute() {
  const { offerId = '' } = useParams();
  return (
    <OfferPage
      key={offerId}
      offerId={offerId}
      renderProducts={(products) => <ProductGrid products={products} headingLevel={3} />}
    />
  );
}
