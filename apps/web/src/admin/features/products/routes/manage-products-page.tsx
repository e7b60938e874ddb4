import { AdminPagePlaceholder } from '../../../components/page-header';
import { at } from '../../../i18n';

/** /admin/products/manage: Manage Product (admin spec section 2). Filled by the products issue. */
export default function ManageProductsPage() {
  return <AdminPagePlaceholder title={at('products.manageTitle')} />;
}
