import { instalmentFils, TAMARA_INSTALMENTS, type PayLaterMethod } from '@store/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from '@/lib/router';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { formatFils } from '@/lib/money';
import { useStoreConfig } from '@/lib/store-config';
import { payLaterEligibility, startPayLaterSession } from '../api/tabby';
import { checkoutText } from '../i18n/checkout-text';
import { PayLaterMark } from './pay-later-mark';

type PayLaterChoiceProps = { method: PayLaterMethod; addressId: string; total: number };

/** Each provider's words, by what they say. */
const WORDS = {
  tabby: {
    title: 'tabbyTitle',
    refunds: 'tabbyRefunds',
    declined: 'tabbyDeclined',
    cancelled: 'tabbyCancelled',
    pending: 'tabbyPending',
  },
  tamara: {
    title: 'tamaraTitle',
    refunds: 'tamaraRefunds',
    declined: 'tamaraDeclined',
    cancelled: 'tamaraCancelled',
    pending: 'tamaraPending',
  },
} as const;

const RETURNS = ['declined', 'cancelled', 'pending'] as const;

/**
 * A pay-later provider's choice, shown only when the server says the bag is eligible (within
 * the provider's amounts, and Tabby's pre-scoring): its payments, that refunds go back to the
 * plan, and the button that sends the shopper to the provider's page for the server's own total
 * (Tamara's two: in 3 or in 4). Back from the provider without an order, the reason is said here.
 */
export function PayLaterChoice({ method, addressId, total }: PayLaterChoiceProps) {
  const toast = useToast();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  // Not asked about a provider the store does not offer.
  const offered = useStoreConfig().data?.payLater?.includes(method) ?? true;
  const eligibility = useQuery({
    enabled: offered,
    queryKey: [`${method}-eligibility`, total],
    queryFn: () => payLaterEligibility(method),
    staleTime: 60_000,
    retry: false,
  });
  const words = WORDS[method];
  const came = params.get(method);
  const back = RETURNS.find((why) => why === came);
  const offer = eligibility.data?.eligible ? eligibility.data : null;

  const go = async (instalments?: 3 | 4) => {
    setBusy(true);
    try {
      const session = await startPayLaterSession(method, addressId, instalments);
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
          {checkoutText(words[back])}
        </p>
      ) : null}
      {offer ? (
        <div className={`pay-option pay-later-choice ${method}-choice`}>
          <span className="pay-option__body">
            <span className="pay-later-choice__head">
              <PayLaterMark method={method} />
              <span className="pay-option__label">{checkoutText(words.title)}</span>
            </span>
            {method === 'tabby' ? (
              <span className="pay-option__text">
                {checkoutText('tabbyPlan', { amount: formatFils(offer.instalments[0] ?? 0) })}
              </span>
            ) : null}
            <span className="pay-option__text">{checkoutText(words.refunds)}</span>
          </span>
          {method === 'tabby' ? (
            <Button type="button" busy={busy} disabled={busy} onClick={() => void go()}>
              {checkoutText('tabbyContinue')}
            </Button>
          ) : (
            <span className="pay-later-choice__plans">
              {TAMARA_INSTALMENTS.map((count) => (
                <Button
                  key={count}
                  type="button"
                  variant="secondary"
                  busy={busy}
                  disabled={busy}
                  onClick={() => void go(count)}
                >
                  {checkoutText(count === 3 ? 'tamaraIn3' : 'tamaraIn4', {
                    amount: formatFils(instalmentFils(offer.amount, count)[0] ?? 0),
                  })}
                </Button>
              ))}
            </span>
          )}
        </div>
      ) : null}
    </>
  );
}
