import { Link, Navigate, useLocation } from '@/lib/router';

import { t } from '@/i18n';
import { AuthCard } from '../components/auth-card';
import { AuthLoading } from '../components/auth-loading';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { LoginForm } from '../components/login-form';
import { returnPath } from '../components/require-auth';
import type { FromState } from '../components/require-auth';
import { useArrivalStatus } from '../hooks/use-arrival-status';

/** /login: a signed-in shopper goes on to /profile (or the page that sent them here). */
export default function LoginPage() {
  const status = useArrivalStatus();
  const location = useLocation();
  if (status === 'loading') return <AuthLoading />;
  if (status === 'authenticated') {
    return <Navigate to={returnPath(location.state, '/profile')} replace />;
  }
  const guarded = Boolean((location.state as FromState | null)?.from);
  return (
    <AuthCard
      documentTitle={t('login.documentTitle')}
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link to="/register" state={location.state}>
            {t('login.register')}
          </Link>
        </p>
      }
    >
      {guarded ? (
        <p className="auth-notice" role="status">
          {t('login.guarded')}
        </p>
      ) : null}
      <LoginForm />
      <GoogleSignInButton />
    </AuthCard>
  );
}
