export { notificationRoutes } from './notification-routes';
export { notifyCode } from './notification-service';
export type { CodeKind } from './notification-service';
