import { useState } from 'react';

import { useToast } from '@/components/ui/toast';
import { ConfirmDialog } from '@/admin/components/confirm-dialog';
import { PageHeader } from '@/admin/components/page-header';
import { ErrorState, LoadingState } from '@/admin/components/states';
import { at } from '@/admin/i18n';
import { failureMessage } from '@/admin/lib/failure-message';
import { useDeleteOffer } from '../api/delete-offer';
import { useOffers } from '../api/get-offers';
import { OfferForm } from '../components/offer-form';
import { OfferList } from '../components/offer-list';
import type { AdminOffer } from '@store/domain/contract';
import '../offers.css';

/**
 * /admin/add-offer: the form that creates an offer or edits the chosen one, and the list of
 * active offers with their count; the storefront's hero and offer pages follow at once.
 */
export default function AddOfferPage() {
  const offers = useOffers();
  const remove = useDeleteOffer();
  const toast = useToast();
  const [editing, setEditing] = useState<AdminOffer | null>(null);
  const [deleting, setDeleting] = useState<AdminOffer | null>(null);

  const edit = (offer: AdminOffer) => {
    setEditing(offer);
    document.getElementById('admin-main')?.scrollTo({ top: 0 });
    window.scrollTo({ top: 0 });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast(at('offers.deleted'), 'success');
        if (editing?._id === deleting._id) setEditing(null);
        setDeleting(null);
      },
      onError: (error) => {
        toast(failureMessage(error, at('offers.deleteFailed')), 'error');
        setDeleting(null);
      },
    });
  };

  return (
    <div className="admin-page">
      <PageHeader title={at('offers.title')} description={at('offers.description')} />
      <div className="admin-card">
        <OfferForm key={editing?._id ?? 'new'} offer={editing} onDone={() => setEditing(null)} />
      </div>
      {offers.isPending ? <LoadingState /> : null}
      {offers.isError && !offers.data ? (
        <ErrorState
          title={at('offers.fetchError')}
          error={offers.error}
          onRetry={() => void offers.refetch()}
        />
      ) : null}
      {offers.data ? (
        <OfferList offers={offers.data.offers} onEdit={edit} onDelete={setDeleting} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={at('offers.deleteTitle')}
        message={deleting ? at('offers.deleteQuestion', { title: deleting.title }) : ''}
        detail={at('offers.deleteDetail')}
        confirmLabel={at('offers.delete')}
        busyLabel={at('offers.deleting')}
        busy={remove.isPending}
        tone="danger"
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
