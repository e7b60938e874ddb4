import { AdminPagePlaceholder } from '../../../components/page-header';
import { at } from '../../../i18n';

/** /admin/products/view: Product view (admin spec section 2). Filled by the products issue. */
export default function ViewProductPage() {
  return <AdminPagePlaceholder title={at('products.viewTitle')} />;
}
