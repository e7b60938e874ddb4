import { useNavigate, useParams } from 'react-router';

import { PageHeader } from '@/admin/components/page-header';
import { at } from '@/admin/i18n';
import { ADMIN_PATHS } from '@/admin/lib/paths';
import { PromotionForm } from '../components/promotion-form';
import { emptyPromotionForm } from '../promotion-form-state';
import '../promotions.css';

/** /admin/promotions/new and /admin/promotions/:id: the promotion's form. */
export default function PromotionFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const back = () => void navigate(ADMIN_PATHS.promotions);
  return (
    <div className="admin-page">
      <PageHeader title={at(id ? 'promotions.editTitle' : 'promotions.createTitle')} />
      <PromotionForm promotionId={id ?? null} initial={emptyPromotionForm()} onDone={back} />
    </div>
  );
}
