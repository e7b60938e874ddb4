import type { RoutePermission } from '@store/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@/lib/router';

import { AdminNotFound } from './components/admin-not-found';
import { AdminShell } from './components/admin-shell';
import { RequireAdmin } from './components/require-admin';
import { HomePage, RequirePermission } from './components/require-permission';
import { LoadingState } from './components/states';
import { at } from './i18n';

// Each page is its own chunk; a feature replaces its file under features/<feature>/routes/.
const LoginPage = lazy(() => import('./features/auth/routes/login-page'));
const DashboardPage = lazy(() => import('./features/dashboard/routes/dashboard-page'));
const CustomersPage = lazy(() => import('./features/customers/routes/customers-page'));
const CustomerPage = lazy(() => import('./features/customers/routes/customer-page'));
const ManageOrdersPage = lazy(() => import('./features/orders/routes/manage-orders-page'));
const ManageReturnsPage = lazy(() => import('./features/returns/routes/manage-returns-page'));
const AddOfferPage = lazy(() => import('./features/offers/routes/add-offer-page'));
const PromotionsPage = lazy(() => import('./features/promotions/routes/promotions-page'));
const PromotionFormPage = lazy(() => import('./features/promotions/routes/promotion-form-page'));
const AddProductPage = lazy(() => import('./features/products/routes/add-product-page'));
const ManageProductsPage = lazy(() => import('./features/products/routes/manage-products-page'));
const EditProductPage = lazy(() => import('./features/products/routes/edit-product-page'));
const ViewProductPage = lazy(() => import('./features/products/routes/view-product-page'));
const LowStockPage = lazy(() => import('./features/products/routes/low-stock-page'));
const ReportsPage = lazy(() => import('./features/reports/routes/reports-page'));
const AuditLogPage = lazy(() => import('./features/audit-log/routes/audit-log-page'));
const ImportExportPage = lazy(() => import('./features/import-export/routes/import-export-page'));
const SecurityPage = lazy(() => import('./features/security/routes/security-page'));
const StaffPage = lazy(() => import('./features/staff/routes/staff-page'));
const DevicesPage = lazy(() => import('./features/staff/routes/devices-page'));
const AcceptInvitationPage = lazy(() => import('./features/staff/routes/accept-invitation-page'));

/** A page behind the permission it needs (the same the server's routes declare). */
const gated = (permission: RoutePermission, page: ReactNode) => (
  <RequirePermission permission={permission}>{page}</RequirePermission>
);

/**
 * The back office's routes, relative to /admin. Everything but login is
 * guarded and renders inside the shell; paths are those of lib/paths.ts.
 */
export function AdminRoutes() {
  return (
    <Routes>
      <Route
        path="login"
        element={
          <Suspense fallback={<LoadingState label={at('admin.loadingPage')} />}>
            <LoginPage />
          </Suspense>
        }
      />
      <Route
        path="accept-invitation"
        element={
          <Suspense fallback={<LoadingState label={at('admin.loadingPage')} />}>
            <AcceptInvitationPage />
          </Suspense>
        }
      />
      <Route
        element={
          <RequireAdmin>
            <AdminShell />
          </RequireAdmin>
        }
      >
        <Route index element={<HomePage dashboard={<DashboardPage />} />} />
        <Route path="manage-order" element={gated('orders:read', <ManageOrdersPage />)} />
        <Route path="manage-return" element={gated('returns:read', <ManageReturnsPage />)} />
        <Route path="add-offer" element={gated('offers:read', <AddOfferPage />)} />
        <Route path="promotions" element={gated('promotions:read', <PromotionsPage />)} />
        <Route path="promotions/new" element={gated('promotions:write', <PromotionFormPage />)} />
        <Route path="promotions/:id" element={gated('promotions:read', <PromotionFormPage />)} />
        <Route path="products/add" element={gated('products:write', <AddProductPage />)} />
        <Route path="products/manage" element={gated('products:read', <ManageProductsPage />)} />
        <Route path="products/edit" element={gated('products:write', <EditProductPage />)} />
        <Route path="products/view" element={gated('products:read', <ViewProductPage />)} />
        <Route path="products/low-stock" element={gated('products:read', <LowStockPage />)} />
        <Route path="customers/view" element={gated('customers:read', <CustomersPage />)} />
        <Route path="customers/:id" element={gated('customers:read', <CustomerPage />)} />
        <Route path="reports" element={gated('reports:read', <ReportsPage />)} />
        <Route path="audit-log" element={gated('audit:read', <AuditLogPage />)} />
        <Route path="import-export" element={gated('products:export', <ImportExportPage />)} />
        <Route path="staff" element={gated('staff:read', <StaffPage />)} />
        <Route path="devices" element={<DevicesPage />} />
        <Route path="security" element={<SecurityPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
