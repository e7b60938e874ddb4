import type { User } from '@store/domain/contract';

/** The profile is complete when both phone and address exist. */
export const isProfileComplete = (user: User): boolean =>
  Boolean(user.phoneno?.trim() && user.address?.trim());
