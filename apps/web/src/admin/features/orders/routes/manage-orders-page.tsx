import { AdminPagePlaceholder } from '../../../components/page-header';
import { at } from '../../../i18n';

/** /admin/manage-order: Manage Orders (admin spec section 2). Filled by the orders issue. */
export default function ManageOrdersPage() {
  return <AdminPagePlaceholder title={at('orders.title')} />;
}
