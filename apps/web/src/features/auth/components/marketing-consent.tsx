import { useState } from 'react';

import { ErrorMessage } from '@/components/ui/error-message';
import { useToast } from '@/components/ui/toast';
import { t as storeText } from '@/i18n';
import { formatDate } from '@/lib/format-date';
// Straight from its file, not the api barrel the first script loads: these calls stay lazy.
import { useMarketingConsent, useSetMarketingConsent } from '../api/marketing';
import { marketingText as t } from '../i18n/marketing-text';
import { ConsentBox } from './consent-box';

/** The profile's choice of reminders and offers by mail, with when it was last made. */
export function MarketingConsent() {
  const toast = useToast();
  const consent = useMarketingConsent();
  const save = useSetMarketingConsent();
  const state = consent.data;
  const granted = state?.marketingConsent ?? false;
  // The box shows the choice being saved from the click on; a failed save puts it back. The choice
  // is held here, set in the click itself: the mutation's own pending state comes a tick later, and
  // for that tick the controlled box would snap back to the saved choice.
  const [choosing, setChoosing] = useState<boolean | null>(null);
  const shown = choosing ?? granted;
  const when = state?.changedAt ? formatDate(state.changedAt) : null;
  const status = when ? t(granted ? 'consentOn' : 'withdrawnOn', { date: when }) : t('consentOff');

  async function change(next: boolean) {
    setChoosing(next);
    try {
      await save.mutateAsync({ marketingConsent: next });
      toast(t('saved'), 'success');
    } catch {
      toast(t('saveFailed'), 'error');
    } finally {
      setChoosing(null);
    }
  }

  return (
    <section className="profile-card marketing-consent" aria-labelledby="marketing-consent-heading">
      <h2 id="marketing-consent-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      {/* The box waits for the saved choice: an unticked box while it loads would say "not agreed". */}
      {state ? (
        <>
          <ConsentBox
            checked={shown}
            disabled={choosing !== null}
            hint={false}
            onChange={(next) => void change(next)}
          />
          <p role="status">{status}</p>
        </>
      ) : consent.isError ? (
        <ErrorMessage
          title={t('loadFailed')}
          retryLabel={storeText('catalog.retry')}
          onRetry={() => void consent.refetch()}
        />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </section>
  );
}
