import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { formatFils } from '@/lib/money';
import { startTabbySession, tabbyEligibility } from '../api/tabby';
import { checkoutText } from '../i18n/checkout-text';

type TabbyChoiceProps = { addressId: string; total: number };

const RETURNS = {
  declined: 'tabbyDeclined',
  cancelled: 'tabbyCancelled',
  pending: 'tabbyPending',
} as const;

/**
 * Tabby's choice, shown only when the server's pre-scoring says the bag is eligible (within
 * Tabby's amounts): its four payments, that refunds go back to the plan, and the button that
 * sends the shopper to Tabby's page for the server's own total. Back from Tabby without an
 * order, the reason is said here.
 */
export function TabbyChoice({ addressId, total }: TabbyChoiceProps) {
  const toast = useToast();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const eligibility = useQuery({
    queryKey: ['tabby-eligibility', total],
    queryFn: tabbyEligibility,
    staleTime: 60_000,
    retry: false,
  });
  const back = RETURNS[params.get('tabby') as keyof typeof RETURNS];
  const offer = eligibility.data?.eligible ? eligibility.data : null;

  const go = async () => {
    setBusy(true);
    try {
      const session = await startTabbySession(addressId);
      window.location.assign(session.webUrl);
    } catch (error) {
      setBusy(false);
      toast((error as Error).message, 'error');
    }
  };

  return (
    <>
      {back ? (
        <p className="co-section__hint" role="status">
          {checkoutText(back)}
        </p>
      ) : null}
      {offer ? (
        <div className="pay-option tabby-choice">
          <span className="pay-option__body">
            <span className="pay-option__label">{checkoutText('tabbyTitle')}</span>
            <span className="pay-option__text">
              {checkoutText('tabbyPlan', { amount: formatFils(offer.instalments[0] ?? 0) })}
            </span>
            <span className="pay-option__text">{checkoutText('tabbyRefunds')}</span>
          </span>
          <Button type="button" busy={busy} disabled={busy} onClick={() => void go()}>
            {checkoutText('tabbyContinue')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
