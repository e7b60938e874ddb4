import { useParams } from '@/lib/router';

import { ProductPage } from '@/features/catalog/components/product-page';

/** `/product/view/{id}` and `/product/search/{id}` (the target of a search result). */
export default function ProductRoute() {
  const { id = '' } = useParams();
  return <ProductPage key={id} id={id} />;
}
