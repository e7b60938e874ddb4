import { AdminPagePlaceholder } from '../../../components/page-header';
import { at } from '../../../i18n';

/** /admin/products/edit: Edit Product (admin spec section 2). Filled by the products issue. */
export default function EditProductPage() {
  return <AdminPagePlaceholder title={at('products.editTitle')} />;
}
