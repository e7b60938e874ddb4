/**
 * English text of the back office, one file per screen or feature; `{name}` marks a parameter
 * and `.one` / `.other` plural forms. A new feature adds `en-<feature>.ts` and spreads it here.
 */
import { enAdminArabic } from './en-arabic';
import { enAdminAuditLog } from './en-audit-log';
import { enAdminAuth } from './en-auth';
import { enAdminCancelRequests } from './en-cancel-requests';
import { enAdminCustomers } from './en-customers';
import { enAdminCustomerData } from './en-customer-data';
import { enAdminCustomerPage } from './en-customer-page';
import { enAdminDashboard } from './en-dashboard';
import { enAdminDisputes } from './en-disputes';
import { enAdminManageProducts } from './en-manage-products';
import { enAdminImportExport } from './en-import-export';
import { enAdminOfferChips } from './en-offer-chips';
import { enAdminOffers } from './en-offers';
import { enAdminOrders } from './en-orders';
import { enAdminProducts } from './en-products';
import { enAdminPromotions } from './en-promotions';
import { enAdminReturns } from './en-returns';
import { enAdminSecurity } from './en-security';
import { enAdminShell } from './en-shell';
import { enAdminShipping } from './en-shipping';
import { enAdminStaff } from './en-staff';
import { enAdminStatChange } from './en-stat-change';
import { enAdminStock } from './en-stock';
import { enAdminReminders } from './en-reminders';
import { enAdminTaxDocuments } from './en-tax-documents';
import { enAdminExchangeAlerts } from './en-exchange-alerts';

export const adminEn = {
  ...enAdminShell,
  ...enAdminStatChange,
  ...enAdminAuth,
  ...enAdminDashboard,
  ...enAdminCustomers,
  ...enAdminCustomerPage,
  ...enAdminCustomerData,
  ...enAdminOrders,
  ...enAdminDisputes,
  ...enAdminCancelRequests,
  ...enAdminReturns,
  ...enAdminOffers,
  ...enAdminOfferChips,
  ...enAdminPromotions,
  ...enAdminProducts,
  ...enAdminManageProducts,
  ...enAdminStock,
  ...enAdminReminders,
  ...enAdminTaxDocuments,
  ...enAdminShipping,
  ...enAdminArabic,
  ...enAdminAuditLog,
  ...enAdminImportExport,
  ...enAdminSecurity,
  ...enAdminStaff,
  ...enAdminExchangeAlerts,
} as const;
