import { Link } from 'react-router';

import { PageHeader } from '@/admin/components/page-header';
import { at } from '@/admin/i18n';
import { ADMIN_PATHS } from '@/admin/lib/paths';
import '../promotions.css';

/** /admin/promotions: every promotion with its status, uses and money, and its actions. */
export default function PromotionsPage() {
  return (
    <div className="admin-page">
      <PageHeader
        title={at('promotions.title')}
        description={at('promotions.description')}
        actions={
          <Link className="button admin-button" to={ADMIN_PATHS.newPromotion}>
            {at('promotions.new')}
          </Link>
        }
      />
    </div>
  );
}
