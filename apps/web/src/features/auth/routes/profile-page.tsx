import { t } from '@/i18n';
import '../auth.css';
import { AccountRights } from '../components/account-rights';
import { ProfileDetails } from '../components/profile-details';
import { RequireAuth } from '../components/require-auth';
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
      <ProfileAlerts />
      <AccountRights user={user} />
    </div>
  );
}

/** /profile, guarded: guests go to /login and come back after signing in. */
export default function ProfilePage() {
  return (
    <RequireAuth>
      <Profile />
    </RequireAuth>
  );
}
