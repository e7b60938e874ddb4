import { ProductFeed, ProductSearch } from '@/features/catalog';
import { HomePage } from '@/features/home';
import { OfferCarousel } from '@/features/offers';

/** `/`: the mobile search, the offers hero and the whole catalogue as the grid. */
export function HomeRoute() {
  return (
    <HomePage search={<ProductSearch />} hero={<OfferCarousel />} productFeed={<ProductFeed />} />
  );
}
