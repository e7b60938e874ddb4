import { Link, useParams } from '@/lib/router';

import { ApiError } from '@/lib/api-client';
import { PageHeader } from '@/admin/components/page-header';
import { ErrorState, LoadingState } from '@/admin/components/states';
import { at } from '@/admin/i18n';
import { useCan } from '@/admin/lib/admin-member';
import { ADMIN_PATHS } from '@/admin/lib/paths';
import { useCustomerProfile } from '../api/get-customer';
import { CustomerDataCard } from '../components/customer-data-card';
import { CustomerOrdersCard } from '../components/customer-orders-card';
import { CustomerProfileCard } from '../components/customer-profile-card';
import { CustomerReturnsCard } from '../components/customer-returns-card';
import { CustomerWalletCard } from '../components/customer-wallet-card';
import '../customers.css';

/**
 * /admin/customers/:id: a customer whole. Profile and addresses, the wallet (balance, ledger, the
 * owner's credit and debit), orders opening in Manage Orders, returns in Manage Returns, and the
 * customer's data: downloaded, or the account closed and erased.
 */
export default function CustomerPage() {
  const can = useCan();
  const { id = '' } = useParams();
  const profile = useCustomerProfile(id);
  const data = profile.data;
  const back = (
    <Link className="customer-page__back" to={ADMIN_PATHS.customers}>
      {at('customer.back')}
    </Link>
  );

  if (profile.isPending) return <LoadingState />;
  if (!data) {
    const gone = profile.error instanceof ApiError && [400, 404].includes(profile.error.status);
    return (
      <div className="admin-page">
        <PageHeader title={at('customers.title')} actions={back} />
        {gone ? (
          <p className="admin-notice" role="status">
            {at('customer.notFound')}
          </p>
        ) : (
          <ErrorState
            title={at('customer.fetchError')}
            error={profile.error}
            onRetry={() => void profile.refetch()}
          />
        )}
      </div>
    );
  }

  const { customer } = data;
  return (
    <div className="admin-page customer-page">
      <PageHeader
        title={customer.fullname}
        description={<span dir="ltr">{customer.email}</span>}
        actions={back}
      />
      <div className="customer-page__grid">
        <CustomerProfileCard profile={data} />
      </div>
      {can('wallet:read') ? (
        <CustomerWalletCard customerId={customer._id} name={customer.fullname} />
      ) : null}
      <CustomerOrdersCard customerId={customer._id} />
      <CustomerReturnsCard customerId={customer._id} />
      {can('customers:data') ? <CustomerDataCard customer={customer} /> : null}
    </div>
  );
}
