export { recordAdminWrite, recordAdminWrites } from './audit-log';
export type { AdminWrite, AuditActor } from './audit-log';
export { auditLogRoutes } from './audit-log-routes';
