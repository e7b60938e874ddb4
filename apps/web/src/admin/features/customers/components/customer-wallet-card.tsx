import { formatAed } from '@store/domain';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/admin/components/data-table';
import { Pager } from '@/admin/components/pager';
import { EmptyState, QueryStates } from '@/admin/components/states';
import { adminLanguage, at } from '@/admin/i18n';
import { useCan } from '@/admin/lib/admin-member';
import { formatDate } from '@/admin/lib/admin-date';
import { useCustomerWallet } from '../api/get-customer';
import type { WalletMovement } from '@store/domain/contract';
import { WalletAdjustDialog } from './wallet-adjust-dialog';

function columns(): Column<WalletMovement>[] {
  const money = (aed: number) => formatAed(aed, adminLanguage());
  return [
    { key: 'date', header: at('customer.movementDate'), cell: (t) => formatDate(t.date, true) },
    {
      key: 'type',
      header: at('customer.movementType'),
      cell: (t) => (
        <span className={`wallet-movement wallet-movement--${t.type}`}>
          {at(`customer.movement.${t.type}`)}
        </span>
      ),
    },
    {
      key: 'amount',
      header: at('customer.movementAmount'),
      align: 'end',
      cell: (t) => `${t.type === 'debit' ? '−' : '+'}${money(t.amount)}`,
    },
    { key: 'reason', header: at('customer.movementReason'), cell: (t) => t.reason },
    {
      key: 'after',
      header: at('customer.movementBalance'),
      align: 'end',
      cell: (t) => money(t.balanceAfter),
    },
  ];
}

/** The balance, the owner's credit and debit, and the ledger newest first, 20 a page. */
export function CustomerWalletCard({ customerId, name }: { customerId: string; name: string }) {
  const can = useCan();
  const [page, setPage] = useState(1);
  const [adjusting, setAdjusting] = useState<'credit' | 'debit' | null>(null);
  const wallet = useCustomerWallet(customerId, page);
  const data = wallet.data?.wallet;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <section className="admin-card customer-card" aria-labelledby="customer-wallet">
      <div className="customer-wallet__head">
        <h2 id="customer-wallet" className="admin-section-title">
          {at('customer.wallet')}
        </h2>
        {data ? (
          <p className="customer-wallet__balance">
            <span>{at('customer.balance')}</span>{' '}
            <strong data-testid="wallet-balance">{formatAed(data.balance, adminLanguage())}</strong>
          </p>
        ) : null}
        {can('wallet:adjust') ? (
          <div className="customer-wallet__actions">
            <Button variant="secondary" disabled={!data} onClick={() => setAdjusting('credit')}>
              {at('customer.credit')}
            </Button>
            <Button
              variant="secondary"
              disabled={!data || data.balance <= 0}
              onClick={() => setAdjusting('debit')}
            >
              {at('customer.debit')}
            </Button>
          </div>
        ) : null}
      </div>
      <QueryStates query={wallet} errorTitle={at('customer.fetchError')} />
      {data ? (
        <>
          <DataTable
            label={at('customer.ledgerLabel')}
            columns={columns()}
            rows={data.transactions}
            rowKey={(t) => t._id}
            busy={wallet.isPlaceholderData}
            empty={<EmptyState message={at('customer.noMovements')} />}
          />
          <Pager
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
            label={at('customer.ledgerLabel')}
          />
        </>
      ) : null}
      {adjusting && data ? (
        <WalletAdjustDialog
          customerId={customerId}
          name={name}
          type={adjusting}
          balance={data.balance}
          onClose={() => {
            setAdjusting(null);
            setPage(1);
          }}
        />
      ) : null}
    </section>
  );
}
