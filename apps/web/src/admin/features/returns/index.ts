// The returns feature's surface for other console pages (a customer's returns card).
export type { AdminReturn } from './types';
