import { Link, Navigate } from '@/lib/router';

import { t } from '@/i18n';
import { AuthCard } from '../components/auth-card';
import { AuthLoading } from '../components/auth-loading';
import { ForgotPasswordFlow } from '../components/forgot-password-flow';
import { useArrivalStatus } from '../hooks/use-arrival-status';

/** /forgot-password: Loading until the session is known; signed-in shoppers go to /profile. */
export default function ForgotPasswordPage() {
  const status = useArrivalStatus();
  if (status === 'loading') return <AuthLoading />;
  if (status === 'authenticated') return <Navigate to="/profile" replace />;
  return (
    <AuthCard
      documentTitle={t('reset.documentTitle')}
      title={t('reset.title')}
      footer={<Link to="/login">{t('reset.backToLogin')}</Link>}
    >
      <ForgotPasswordFlow />
    </AuthCard>
  );
}
