export {
  addAlert,
  anyDue,
  claimDue,
  forgetAlertsOf,
  markNotified,
  removeAlert,
  waitingAlertsOf,
  waitingPerVariant,
} from './alert-repository';
export type { AlertRecipient, AlertVariant, StockAlertRow } from './alert-repository';
