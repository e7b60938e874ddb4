import { useState } from 'react';
import { Link } from '@/lib/router';

import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { ConfirmDialog } from '@/admin/components/confirm-dialog';
import { PageHeader } from '@/admin/components/page-header';
import { QueryStates } from '@/admin/components/states';
import { at, atp } from '@/admin/i18n';
import { failureMessage } from '@/admin/lib/failure-message';
import { ADMIN_PATHS } from '@/admin/lib/paths';
import { usePromotions } from '../api/get-promotions';
import {
  downloadPromotionCodes,
  usePromotionAction,
  type PromotionAction,
} from '../api/promotion-actions';
import { GenerateCodesDialog } from '../components/generate-codes-dialog';
import { PromotionList, promotionName } from '../components/promotion-list';
import type { AdminPromotion as PromotionListRow } from '@store/domain/contract';
import '../promotions.css';

const DONE = {
  pause: 'promotions.paused',
  resume: 'promotions.resumed',
  duplicate: 'promotions.duplicated',
  delete: 'promotions.deleted',
} as const;

/** /admin/promotions: every promotion with its status, uses and money, and its actions. */
export default function PromotionsPage() {
  const promotions = usePromotions();
  const action = usePromotionAction();
  const toast = useToast();
  const [deleting, setDeleting] = useState<PromotionListRow | null>(null);
  const [generating, setGenerating] = useState<PromotionListRow | null>(null);
  const [countError, setCountError] = useState<string | undefined>();
  const busyId = action.isPending ? (action.variables?.id ?? null) : null;

  const run = (next: PromotionAction, after?: () => void) =>
    action.mutate(next, {
      onSuccess: () => {
        toast(
          next.kind === 'codes' ? atp('promotions.generated', next.count) : at(DONE[next.kind]),
          'success',
        );
        after?.();
      },
      onError: (error) => {
        if (next.kind === 'codes' && error instanceof ApiError && error.fields) {
          setCountError(error.fields.count ?? error.message);
          return;
        }
        const fallback =
          next.kind === 'delete' ? 'promotions.deleteFailed' : 'promotions.actionFailed';
        toast(failureMessage(error, at(fallback)), 'error');
        after?.();
      },
    });

  const closeGenerate = () => {
    setGenerating(null);
    setCountError(undefined);
  };

  const download = (row: PromotionListRow) =>
    void downloadPromotionCodes(row.id).catch((error: unknown) =>
      toast(failureMessage(error, at('promotions.downloadFailed')), 'error'),
    );

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
      <QueryStates query={promotions} errorTitle={at('promotions.fetchError')} />
      {promotions.data ? (
        <PromotionList
          rows={promotions.data.promotions}
          actions={{
            busyId,
            onPause: (row) => run({ kind: 'pause', id: row.id }),
            onResume: (row) => run({ kind: 'resume', id: row.id }),
            onDuplicate: (row) => run({ kind: 'duplicate', id: row.id }),
            onGenerate: setGenerating,
            onDownload: download,
            onDelete: setDeleting,
          }}
        />
      ) : null}
      <GenerateCodesDialog
        key={generating?.id ?? 'none'}
        name={generating ? promotionName(generating) : null}
        busy={action.isPending}
        error={countError}
        onGenerate={(count) =>
          generating && run({ kind: 'codes', id: generating.id, count }, closeGenerate)
        }
        onClose={closeGenerate}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={at('promotions.deleteTitle')}
        message={deleting ? at('promotions.deleteQuestion', { name: promotionName(deleting) }) : ''}
        detail={at('promotions.deleteDetail')}
        confirmLabel={at('promotions.delete')}
        busyLabel={at('promotions.deleting')}
        busy={action.isPending}
        tone="danger"
        onConfirm={() =>
          deleting && run({ kind: 'delete', id: deleting.id }, () => setDeleting(null))
        }
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
