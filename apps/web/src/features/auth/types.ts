/** The signed-in shopper as the API returns it. */
export type User = {
  _id: string;
  fullname: string;
  email: string;
  phoneno: string | null;
  address: string | null;
};

/** The profile is complete when both phone and address exist. */
export const isProfileComplete = (user: User): boolean =>
  Boolean(user.phoneno?.trim() && user.address?.trim());
