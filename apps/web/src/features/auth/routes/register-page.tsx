import { Link, Navigate, useLocation } from '@/lib/router';

import { t } from '@/i18n';
import { AuthCard } from '../components/auth-card';
import { AuthLoading } from '../components/auth-loading';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { RegisterForm } from '../components/register-form';
import { useArrivalStatus } from '../hooks/use-arrival-status';

/** /register. Someone already signed in has nothing to register: on to /profile. */
export default function RegisterPage() {
  const status = useArrivalStatus();
  const location = useLocation();
  if (status === 'loading') return <AuthLoading />;
  if (status === 'authenticated') return <Navigate to="/profile" replace />;
  return (
    <AuthCard
      documentTitle={t('register.documentTitle')}
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <p>
          {t('register.haveAccount')}{' '}
          <Link to="/login" state={location.state}>
            {t('register.login')}
          </Link>
        </p>
      }
    >
      <RegisterForm />
      <GoogleSignInButton />
    </AuthCard>
  );
}
