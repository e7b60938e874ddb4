import { useState } from 'react';

import { ConfirmDialog } from '@/admin/components/confirm-dialog';
import { at } from '@/admin/i18n';
import { formatDate } from '@/admin/lib/admin-date';
import { failureMessage } from '@/admin/lib/failure-message';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { CustomerProfile } from '@store/domain/contract';
import { downloadCustomerData, useEraseCustomer } from '../api/customer-data';

/**
 * The customer's data, as the shopper can download it, and the account's closing: the personal
 * data erased, the orders and tax documents kept (docs/decisions/0079). Asked once more first.
 */
export function CustomerDataCard({ customer }: { customer: CustomerProfile['customer'] }) {
  const toast = useToast();
  const erase = useEraseCustomer(customer._id);
  const [downloading, setDownloading] = useState(false);
  const [asking, setAsking] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadCustomerData(customer._id);
    } catch {
      toast(at('customerData.downloadFailed'), 'error');
    } finally {
      setDownloading(false);
    }
  }

  async function confirmErase() {
    try {
      await erase.mutateAsync();
      toast(at('customerData.erased'), 'success');
    } catch (error) {
      toast(failureMessage(error, at('customerData.eraseFailed')), 'error');
    } finally {
      setAsking(false);
    }
  }

  return (
    <section className="admin-card customer-card" aria-labelledby="customer-data">
      <h2 id="customer-data" className="admin-section-title">
        {at('customerData.title')}
      </h2>
      <p className="customer-card__empty">{at('customerData.intro')}</p>
      <div className="customer-data__actions">
        <Button variant="secondary" busy={downloading} onClick={() => void download()}>
          {downloading ? at('customerData.downloading') : at('customerData.download')}
        </Button>
      </div>
      {customer.closedAt ? (
        <p className="admin-notice" role="status">
          {at('customerData.closed', { date: formatDate(customer.closedAt) })}
        </p>
      ) : (
        <>
          <p className="customer-card__empty">{at('customerData.eraseIntro')}</p>
          <div className="customer-data__actions">
            <Button className="button--danger" onClick={() => setAsking(true)}>
              {at('customerData.erase')}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={asking}
        title={at('customerData.eraseTitle')}
        message={at('customerData.eraseQuestion', { name: customer.fullname })}
        detail={at('customerData.eraseDetail')}
        confirmLabel={at('customerData.erase')}
        busyLabel={at('customerData.erasing')}
        busy={erase.isPending}
        tone="danger"
        onConfirm={() => void confirmErase()}
        onClose={() => setAsking(false)}
      />
    </section>
  );
}
