import { t } from '@/i18n';

/** Shown while the stored session is being checked: nothing else renders until the user loads. */
export function AuthLoading() {
  return (
    <div className="auth-loading" role="status">
      <span className="auth-loading__spinner" aria-hidden="true" />
      <span>{t('auth.loading')}</span>
    </div>
  );
}
