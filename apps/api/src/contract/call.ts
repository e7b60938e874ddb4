/** One API call with a valid request, as the input-limits tables list them (call-table.ts). */
export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered, `:name` for path parameters. */
  url: string;
  auth: 'none' | 'customer' | 'admin';
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: Record<string, unknown>;
}

/** Sample ids in the shapes the server expects; they need not exist. */
export const ID = '3f1c6a0e-8a4b-4c2d-9e5f-0a1b2c3d4e5f';
export const ORDER_ID = 'SH-M82RV280AB12CD';
