/** What the page shows: one kind of object, and maybe one object of it. */
export type AuditLogFilter = { objectType?: string; objectId?: string };
