import { Navigate } from '@/lib/router';

import { at } from '@/admin/i18n';
import { useAdminSession } from '@/admin/lib/admin-session';
import { ADMIN_PATHS } from '@/admin/lib/paths';
import { AdminLoginForm } from '../components/admin-login-form';

/** /admin/login: with a usable stored admin token, straight on to /admin. */
export default function AdminLoginPage() {
  const { token } = useAdminSession();
  if (token) return <Navigate to={ADMIN_PATHS.dashboard} replace />;
  return (
    <main id="admin-main" className="admin-login" tabIndex={-1}>
      <title>{at('admin.documentTitle', { page: at('login.documentTitle') })}</title>
      <section className="admin-login__card" aria-labelledby="admin-login-title">
        <p className="admin-login__brand">
          <span className="admin-brand__mark" aria-hidden="true">
            S
          </span>
          {at('admin.name')}
        </p>
        <h1 id="admin-login-title" className="admin-login__title">
          {at('login.title')}
        </h1>
        <p className="admin-login__subtitle">{at('login.subtitle')}</p>
        <AdminLoginForm />
      </section>
    </main>
  );
}
