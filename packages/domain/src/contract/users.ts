import { z } from 'zod';
import { answer, id } from './fields';

/** The signed-in shopper as every auth call returns it; never the password hash or Google id. */
export const userAnswer = answer({
  _id: id,
  fullname: z.string(),
  email: z.string(),
  phoneno: z.string().nullable(),
  address: z.string().nullable(),
});
export type User = z.output<typeof userAnswer>;

/** GET /api/auth/getUser. */
export const getUserAnswer = answer({ success: z.literal(true), user: userAnswer });
