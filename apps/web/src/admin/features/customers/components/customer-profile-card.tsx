import type { ReactNode } from 'react';

import { formatDate } from '@/admin/lib/admin-date';
import { adminLanguage, at } from '@/admin/i18n';
import { addressOneLine } from '@store/domain';
import type { CustomerAddress, CustomerProfile } from '@store/domain/contract';

function Fact({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div
      className={wide ? 'customer-facts__item customer-facts__item--wide' : 'customer-facts__item'}
    >
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const addressLine = (a: CustomerAddress) => addressOneLine(a, adminLanguage());

/** Who the customer is (name, email, phone, joined, language, how they sign in) and where they live. */
export function CustomerProfileCard({ profile }: { profile: CustomerProfile }) {
  const { customer, addresses } = profile;
  return (
    <>
      <section className="admin-card customer-card" aria-labelledby="customer-profile">
        <h2 id="customer-profile" className="admin-section-title">
          {at('customer.profile')}
        </h2>
        <dl className="customer-facts">
          <Fact term={at('customer.name')} wide>
            {customer.fullname}
          </Fact>
          <Fact term={at('customer.email')} wide>
            <span dir="ltr">{customer.email}</span>
          </Fact>
          <Fact term={at('customer.phone')}>
            {customer.phoneno ? <span dir="ltr">{customer.phoneno}</span> : at('customer.noPhone')}
          </Fact>
          <Fact term={at('customer.joined')}>{formatDate(customer.createdAt)}</Fact>
          <Fact term={at('customer.language')}>{at(`customer.language.${customer.language}`)}</Fact>
          <Fact term={at('customer.signIn')}>{at(`customer.signIn.${customer.signInMethod}`)}</Fact>
        </dl>
      </section>
      <section className="admin-card customer-card" aria-labelledby="customer-addresses">
        <h2 id="customer-addresses" className="admin-section-title">
          {at('customer.addresses')}
        </h2>
        {addresses.length === 0 ? (
          <p className="customer-card__empty">{at('customer.noAddresses')}</p>
        ) : (
          <ul className="customer-addresses" role="list">
            {addresses.map((a) => (
              <li key={a._id} className="customer-addresses__item">
                <p className="customer-addresses__label">
                  {a.savedaddressas}
                  {a.defaultaddress ? (
                    <span className="status-badge status-badge--info">
                      {at('customer.defaultAddress')}
                    </span>
                  ) : null}
                </p>
                <p>{a.username}</p>
                <p dir="ltr" className="customer-addresses__mobile">
                  {a.mobileno}
                </p>
                <p>{addressLine(a)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
