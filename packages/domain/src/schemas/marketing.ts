import { z } from 'zod';
import { safeCharacters } from './fields';

export const CONSENT_TYPE_MESSAGE = 'Marketing consent must be yes or no';
export const UNSUBSCRIBE_LINK_MESSAGE = 'This unsubscribe link is not valid';
/** An unsubscribe token: the account's id and a signature, well under this. */
export const UNSUBSCRIBE_TOKEN_MAX_CHARS = 200;

const consentField = z.boolean({ error: CONSENT_TYPE_MESSAGE });

/** `PUT /api/user/marketing`: whether the store may mail the shopper reminders and offers. */
export const marketingConsentSchema = z.object({ marketingConsent: consentField }).strict();
export type MarketingConsentInput = z.infer<typeof marketingConsentSchema>;

/** The registration form's box: unticked (or absent) is no consent. */
export const registrationConsentField = z.optional(consentField);

/**
 * `POST /api/marketing/unsubscribe`: the signed token from the mail's link, in the query (the
 * one-click POST of RFC 8058 sends only `List-Unsubscribe=One-Click` in its body) or the body.
 */
export const unsubscribeSchema = z.object({
  token: z
    .string({ error: UNSUBSCRIBE_LINK_MESSAGE })
    .check(safeCharacters())
    .min(1, UNSUBSCRIBE_LINK_MESSAGE)
    .max(UNSUBSCRIBE_TOKEN_MAX_CHARS, UNSUBSCRIBE_LINK_MESSAGE),
});
export type UnsubscribeInput = z.infer<typeof unsubscribeSchema>;
