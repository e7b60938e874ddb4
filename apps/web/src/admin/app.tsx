import { AdminLanguageProvider } from './lib/admin-language';
import { AdminSessionProvider } from './lib/admin-session';
import { AdminRoutes } from './router';
import './admin.css';

/**
 * The back office, loaded on demand from the storefront's router at /admin/*: none of it (code,
 * text or styles) is in the storefront's first download.
 */
export default function AdminApp() {
  return (
    <AdminLanguageProvider>
      <AdminSessionProvider>
        <AdminRoutes />
      </AdminSessionProvider>
    </AdminLanguageProvider>
  );
}
