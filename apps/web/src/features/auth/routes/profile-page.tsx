import { useSearchParams } from '@/lib/router';

import { t } from '@/i18n';
import '../auth.css';
import { AccountRights } from '../components/account-rights';
import { MarketingConsent } from '../components/marketing-consent';
import { ProfileDetails } from '../components/profile-details';
import { RequireAuth } from '../components/require-auth';
import { Unsubscribe } from '../components/unsubscribe';
import { useAuth } from '../hooks/use-auth';
import { ProfileAlerts } from '@/features/stock-alerts';

function Profile() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="page profile-page">
      <title>{t('profile.documentTitle')}</title>
      <h1 className="section-title">{t('profile.title')}</h1>
      <ProfileDetails user={user} />
      <MarketingConsent />
      <ProfileAlerts />
      <AccountRights user={user} />
    </div>
  );
}

/**
 * /profile, guarded: guests go to /login and come back after signing in. With `?unsubscribe=`
 * (a reminder mail's link) it is the way out of marketing mail instead, which needs no sign-in.
 */
export default function ProfilePage() {
  const [params] = useSearchParams();
  const unsubscribe = params.get('unsubscribe');
  if (unsubscribe !== null) return <Unsubscribe token={unsubscribe} />;
  return (
    <RequireAuth>
      <Profile />
    </RequireAuth>
  );
}
