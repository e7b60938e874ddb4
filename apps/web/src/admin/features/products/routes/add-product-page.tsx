import { AdminPagePlaceholder } from '../../../components/page-header';
import { at } from '../../../i18n';

/** /admin/products/add: Add Product (admin spec section 2). Filled by the products issue. */
export default function AddProductPage() {
  return <AdminPagePlaceholder title={at('products.addTitle')} />;
}
