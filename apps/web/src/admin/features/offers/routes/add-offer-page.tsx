import { AdminPagePlaceholder } from '../../../components/page-header';
import { at } from '../../../i18n';

/** /admin/add-offer: the Offers page (admin spec section 2). Filled by the offers issue. */
export default function AddOfferPage() {
  return <AdminPagePlaceholder title={at('offers.title')} />;
}
