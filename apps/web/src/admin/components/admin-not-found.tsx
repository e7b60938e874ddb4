import { Link } from '@/lib/router';

import { at } from '../i18n';
import { ADMIN_PATHS } from '../lib/paths';
import { PageHeader } from './page-header';

/** An /admin/... address that is not a page: said inside the shell, with a way back. */
export function AdminNotFound() {
  return (
    <div className="admin-page">
      <PageHeader title={at('notFound.title')} description={at('notFound.text')} />
      <Link className="button button--primary" to={ADMIN_PATHS.dashboard}>
        {at('notFound.back')}
      </Link>
    </div>
  );
}
