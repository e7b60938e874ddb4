import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';

import { AdminNotFound } from './components/admin-not-found';
import { AdminShell } from './components/admin-shell';
import { RequireAdmin } from './components/require-admin';
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
        element={
          <RequireAdmin>
            <AdminShell />
          </RequireAdmin>
        }
      >
        <Route index element={<DashboardPage />} />
        <Route path="manage-order" element={<ManageOrdersPage />} />
        <Route path="manage-return" element={<ManageReturnsPage />} />
        <Route path="add-offer" element={<AddOfferPage />} />
        <Route path="promotions" element={<PromotionsPage />} />
        <Route path="promotions/new" element={<PromotionFormPage />} />
        <Route path="promotions/:id" element={<PromotionFormPage />} />
        <Route path="products/add" element={<AddProductPage />} />
        <Route path="products/manage" element={<ManageProductsPage />} />
        <Route path="products/edit" element={<EditProductPage />} />
        <Route path="products/view" element={<ViewProductPage />} />
        <Route path="products/low-stock" element={<LowStockPage />} />
        <Route path="customers/view" element={<CustomersPage />} />
        <Route path="customers/:id" element={<CustomerPage />} />
        <Route path="reports" element={<ReportsPage />} />
        <Route path="audit-log" element={<AuditLogPage />} />
        <Route path="import-export" element={<ImportExportPage />} />
        <Route path="security" element={<SecurityPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
