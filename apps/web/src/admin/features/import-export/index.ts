// Import and export's surface for other console pages: Manage Orders' 'Export CSV' button.
export { OrdersExportButton } from './components/orders-export-button';
