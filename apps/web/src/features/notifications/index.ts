// The notifications' public surface for the header's dot; the page loads lazily from routes/.
export { hasUnread, useNotifications } from './api/get-notifications';
export type { Notification } from '@store/domain/contract';
