// Back-in-stock alerts: "Notify me" for the product page (loaded on demand, never with the
// page's first script) and the profile's list.
import './stock-alerts.css';

export { NotifyMe } from './components/notify-me';
// The product page's lazy import takes the default.
export { NotifyMe as default } from './components/notify-me';
export { ProfileAlerts } from './components/profile-alerts';
