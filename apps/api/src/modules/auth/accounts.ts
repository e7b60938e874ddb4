import type { Db, Tx } from '#db/client';
import * as repo from './auth-repository';
import * as customers from './customer-repository';
import { profileJson } from './admin-service';

// What other modules ask about accounts (through auth's index.ts). Each answers a question; the
// queries behind them are auth's own.

/** The account with that id, or undefined. */
export const findUserById: typeof repo.findUserById = (db, id) => repo.findUserById(db, id);

/** Names and emails of the given users, for lists that show who placed what. */
export const customersByIds: typeof repo.customersByIds = (db, ids) => repo.customersByIds(db, ids);

/** How many customers joined in each range (start inclusive, end exclusive). */
export const countCustomersJoined: typeof customers.countCustomersJoined = (db, ranges) =>
  customers.countCustomersJoined(db, ranges);

/** Full names by user id, for lists that show who a row belongs to. */
export const fullnamesOf: typeof customers.fullnamesOf = (db, ids) =>
  customers.fullnamesOf(db, ids);

/** The account's own data as its download shows it (the console's profile and the address). */
export async function accountProfile(db: Db | Tx, id: string) {
  const row = await repo.findUserById(db, id);
  return row && { ...profileJson(row), address: row.address };
}
