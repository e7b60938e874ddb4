import { z } from 'zod';
import { ignoredField, requiredText, text } from './fields';

/** Six digits from an authenticator app (RFC 6238's usual length). */
export const TOTP_DIGITS = 6;
/** A backup code as shown: two groups of five letters and digits, e.g. `k7m2p-x9q4t`. */
export const BACKUP_CODE_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/;
/** How many backup codes a member gets each time. */
export const BACKUP_CODE_COUNT = 10;
export const PASSKEY_NAME_MAX_CHARS = 60;

const CHALLENGE_MESSAGE = 'The sign-in step has expired. Please sign in again.';
const CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app, or a backup code.';
const TOTP_MESSAGE = 'Enter the 6-digit code from your authenticator app.';

/** The challenge the password step answered with: a random token, base64url. */
const challengeField = requiredText(CHALLENGE_MESSAGE, { max: 64, tooLong: CHALLENGE_MESSAGE });

/**
 * A code typed at the second step: spaces dropped (apps show `123 456`), letters lowered
 * (backup codes are shown in lower case); six digits or a backup code.
 */
const secondStepCode = z
  .string({ error: CODE_MESSAGE })
  .max(32, CODE_MESSAGE)
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .refine((value) => /^\d{6}$/.test(value) || BACKUP_CODE_PATTERN.test(value), CODE_MESSAGE);

const totpCode = z
  .string({ error: TOTP_MESSAGE })
  .max(32, TOTP_MESSAGE)
  .transform((value) => value.replace(/\s+/g, ''))
  .refine((value) => /^\d{6}$/.test(value), TOTP_MESSAGE);

/** POST /api/admin/login/code: the challenge and a code (or a backup code). */
export const secondStepSchema = z.object({ challenge: challengeField, code: secondStepCode });
export type SecondStepInput = z.infer<typeof secondStepSchema>;

/** POST /api/admin/login/setup: the challenge of a member who must set two-step sign-in up. */
export const setupChallengeSchema = z.object({ challenge: challengeField });

/** POST /api/admin/login/setup/confirm: that challenge and the first code from the new app. */
export const setupConfirmSchema = z.object({ challenge: challengeField, code: totpCode });

/** A signed-in member's code from the app being set up. */
export const totpCodeSchema = z.object({ code: totpCode });

/** A signed-in member's current code or a backup code (turning two-step sign-in off). */
export const currentCodeSchema = z.object({ code: secondStepCode });

/** PUT /api/admin/security/policy: the owner's rule for every member. */
export const signInPolicySchema = z.object({
  twoStepRequired: z.boolean({ error: 'twoStepRequired must be true or false' }),
});

const PASSKEY_MESSAGE = 'The passkey answer could not be read. Please try again.';
/**
 * A base64url field of a WebAuthn answer, bounded: credential ids are at most 1,023 bytes, and
 * keys, signatures and an attestation of format `none` are far smaller than 6 KB.
 */
const b64 = z
  .string({ error: PASSKEY_MESSAGE })
  .max(8_192, PASSKEY_MESSAGE)
  .regex(/^[A-Za-z0-9_-]*$/, PASSKEY_MESSAGE);
const optionalB64 = b64.optional();

/** What the browser's WebAuthn call returns, as @simplewebauthn/browser encodes it. */
const credentialBase = {
  id: b64,
  rawId: b64,
  type: z.literal('public-key', { error: PASSKEY_MESSAGE }),
  // Extensions are not asked for; whatever the browser reports is dropped.
  clientExtensionResults: ignoredField("The browser's extension results."),
  authenticatorAttachment: z
    .enum(['platform', 'cross-platform'], { error: PASSKEY_MESSAGE })
    .optional(),
};

const credentialOf = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...credentialBase, ...shape }, { error: PASSKEY_MESSAGE });

export const passkeyRegistrationSchema = credentialOf({
  response: z.object(
    {
      clientDataJSON: b64,
      attestationObject: b64,
      authenticatorData: optionalB64,
      publicKey: optionalB64,
      publicKeyAlgorithm: z.number({ error: PASSKEY_MESSAGE }).int(PASSKEY_MESSAGE).optional(),
      transports: z
        .array(z.string({ error: PASSKEY_MESSAGE }).max(32, PASSKEY_MESSAGE), {
          error: PASSKEY_MESSAGE,
        })
        .max(10, PASSKEY_MESSAGE)
        .optional(),
    },
    { error: PASSKEY_MESSAGE },
  ),
});

export const passkeyAuthenticationSchema = credentialOf({
  response: z.object(
    { clientDataJSON: b64, authenticatorData: b64, signature: b64, userHandle: optionalB64 },
    { error: PASSKEY_MESSAGE },
  ),
});

const passkeyName = requiredText('Give the passkey a name.', {
  max: PASSKEY_NAME_MAX_CHARS,
  tooLong: `A passkey's name must be at most ${PASSKEY_NAME_MAX_CHARS} characters.`,
});

/** POST /api/admin/security/passkeys: the ceremony's challenge, the browser's answer, a name. */
export const addPasskeySchema = z.object({
  challenge: challengeField,
  name: passkeyName,
  credential: passkeyRegistrationSchema,
});

/** PATCH /api/admin/security/passkeys/:id */
export const renamePasskeySchema = z.object({ name: passkeyName });
export const passkeyParamsSchema = z.object({
  id: text({ max: 64, tooLong: 'Passkey not found' }).uuid('Passkey not found'),
});

/** POST /api/admin/login/passkey: the ceremony's challenge and the browser's signed answer. */
export const passkeySignInSchema = z.object({
  challenge: challengeField,
  credential: passkeyAuthenticationSchema,
});
