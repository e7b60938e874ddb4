import { useId } from 'react';

import { useToast } from '@/components/ui/toast';
import { PageHeader } from '@/admin/components/page-header';
import { ErrorState, LoadingState } from '@/admin/components/states';
import { at } from '@/admin/i18n';
import { useSecurity, useSetPolicy, type SecurityState } from '../api/security-api';
import { PasskeysCard } from '../components/passkeys-card';
import { TwoStepCard } from '../components/two-step-card';
import { failureText } from '../failure-text';
import '../security.css';

/** The owner's rule: two-step sign-in for every member (only with it on for themselves). */
function PolicyCard({ state }: { state: SecurityState }) {
  const setPolicy = useSetPolicy();
  const toast = useToast();
  const titleId = useId();
  const hintId = useId();
  // While the change is on its way the box shows the asked-for state, not the old one.
  const required = setPolicy.isPending
    ? (setPolicy.variables ?? state.policy.twoStepRequired)
    : state.policy.twoStepRequired;
  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-section-title">
        {at('security.policy.title')}
      </h2>
      <label className="security-policy">
        <input
          type="checkbox"
          checked={required}
          aria-describedby={hintId}
          aria-disabled={setPolicy.isPending || undefined}
          disabled={!required && !state.twoStep.on}
          onChange={(event) =>
            !setPolicy.isPending &&
            setPolicy.mutate(event.target.checked, {
              onSuccess: () => toast(at('security.policy.saved')),
              onError: (e) => toast(failureText(e), 'error'),
            })
          }
        />
        <span>{at('security.policy.label')}</span>
      </label>
      <p id={hintId} className="security-policy__hint">
        {at('security.policy.hint')}
      </p>
    </section>
  );
}

/** /admin/security: the member's two-step sign-in and passkeys, and the store's sign-in rule. */
export default function SecurityPage() {
  const security = useSecurity();
  return (
    <div className="admin-page security-page">
      <PageHeader title={at('security.title')} description={at('security.description')} />
      {security.isPending ? (
        <LoadingState label={at('admin.loadingPage')} />
      ) : security.isError ? (
        <ErrorState title={at('security.loadFailed')} error={security.error} />
      ) : (
        <>
          <TwoStepCard state={security.data} />
          <PasskeysCard passkeys={security.data.passkeys} />
          <PolicyCard state={security.data} />
        </>
      )}
    </div>
  );
}
