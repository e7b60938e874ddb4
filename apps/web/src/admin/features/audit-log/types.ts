export type AuditEntry = {
  _id: string;
  createdAt: string;
  admin: { _id: string | null; username: string };
  action: string;
  objectType: string;
  objectId: string;
  objectLabel: string | null;
  changes: Record<string, unknown>;
  /** A bulk action's or an import's products: the first few productids and how many more. */
  products: { productids: string[]; more: number } | null;
};

export type AuditLogPage = { entries: AuditEntry[]; nextBefore: string | null };

/** What the page shows: one kind of object, and maybe one object of it. */
export type AuditLogFilter = { objectType?: string; objectId?: string };
