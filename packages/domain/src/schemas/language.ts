import { z } from 'zod';
import { STORE_LOCALES } from '../locale';

/** `PATCH /api/user/language`: the account's language. */
export const languageSchema = z.object({ language: z.enum(STORE_LOCALES) }).strict();
