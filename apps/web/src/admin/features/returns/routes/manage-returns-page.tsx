import { AdminPagePlaceholder } from '../../../components/page-header';
import { at } from '../../../i18n';

/** /admin/manage-return: Manage Returns (admin spec section 2). Filled by the returns issue. */
export default function ManageReturnsPage() {
  return <AdminPagePlaceholder title={at('returns.title')} />;
}
