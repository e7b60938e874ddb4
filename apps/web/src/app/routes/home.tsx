import { ProductFeed } from '../../features/catalog';
import { HomePage } from '../../features/home';

/** `/`: the home page with the whole catalogue as its grid. The hero slot is filled later. */
export function HomeRoute() {
  return <HomePage productFeed={<ProductFeed />} />;
}
