import { useNavigate, useParams } from '@/lib/router';

import { PageHeader } from '@/admin/components/page-header';
import { QueryStates } from '@/admin/components/states';
import { at } from '@/admin/i18n';
import { ADMIN_PATHS } from '@/admin/lib/paths';
import { usePromotion } from '../api/get-promotion';
import { PromotionForm } from '../components/promotion-form';
import { emptyPromotionForm, promotionFormOf } from '../promotion-form-state';
import '../promotions.css';

/** /admin/promotions/new and /admin/promotions/:id: a new promotion's form, or a saved one's. */
export default function PromotionFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const saved = usePromotion(id);
  const back = () => void navigate(ADMIN_PATHS.promotions);
  const promotion = saved.data?.promotion;
  return (
    <div className="admin-page">
      <PageHeader title={at(id ? 'promotions.editTitle' : 'promotions.createTitle')} />
      {id === undefined ? (
        <PromotionForm promotionId={null} initial={emptyPromotionForm()} onDone={back} />
      ) : promotion ? (
        <PromotionForm
          key={promotion.id}
          promotionId={promotion.id}
          initial={promotionFormOf(promotion)}
          onDone={back}
        />
      ) : (
        <QueryStates query={saved} errorTitle={at('promotions.loadError')} />
      )}
    </div>
  );
}
