import type { User } from '@store/domain/contract';
import type { UserRow } from './auth-repository';

/** The user as every call returns it; never the password hash or Google id. */
export type UserJson = User;

export function userJson(row: UserRow): UserJson {
  return {
    _id: row.id,
    fullname: row.fullname,
    email: row.email,
    phoneno: row.phoneno,
    address: row.address,
  };
}
