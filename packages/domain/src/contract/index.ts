/**
 * The contract between the API and the browser: one zod schema per answer the browser reads.
 * The API annotates its JSON builders with these types and documents its answers with these
 * schemas; the web app imports the types only (`import type`), so its bundle does not grow.
 */
export * from './fields';
export * from './addresses';
export * from './users';
export * from './products';
export * from './cart';
export * from './orders';
export * from './returns';
export * from './offers';
export * from './wallet';
export * from './notifications';
export * from './console';
export * from './payments';
export * from './reports';
export * from './promotions';
export * from './account-data';
export * from './marketing';
export * from './staff';
