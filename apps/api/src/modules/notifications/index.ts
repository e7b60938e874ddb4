export { notificationRoutes } from './notification-routes';
export { notifyCode } from './notification-service';
export type { CodeKind } from './notification-service';
export { notificationRefsPlugin } from './notification-refs';
export type { NotificationRefs, RefsOf } from './notification-refs';
export { tellShopper } from './tell-shopper';
export type { ShopperNotice } from './tell-shopper';
export { forgetNotificationsOf } from './notification-repository';
export { listNotifications } from './notification-service';
