import { z } from 'zod';
import {
  EMAIL_MAX_CHARS,
  emailField,
  optional,
  passwordField,
  requiredText,
  safeCharacters,
  text,
  whenValid,
} from './fields';
import { RESET_CODE_DIGITS } from '../codes';
import { registrationConsentField } from './marketing';
import { ADMIN_PASSWORD_MAX_CHARS, ADMIN_USERNAME_MAX_CHARS } from '../constants';
import { normalizeUaeMobile, UAE_MOBILE_MESSAGE } from '../phone';

const ADDRESS_MESSAGE = 'Address must be at least 5 characters long';
const FILL_ALL = 'Please fill in all fields';

/**
 * The account's phone: the address's rule (any way of writing a UAE mobile, `normalizeUaeMobile`),
 * kept in the original API's 10-digit form ('0501234567').
 */
const phoneField = text({ max: 30, tooLong: UAE_MOBILE_MESSAGE }, UAE_MOBILE_MESSAGE)
  .refine((value) => normalizeUaeMobile(value) !== null, UAE_MOBILE_MESSAGE)
  .transform((value) => `0${(normalizeUaeMobile(value) ?? value).slice(4)}`);
const profileAddressField = text({ max: 300, tooLong: 'Address is too long' }, ADDRESS_MESSAGE).min(
  5,
  ADDRESS_MESSAGE,
);

export const registerSchema = z.object({
  fullname: requiredText('Full name is required', { max: 100, tooLong: 'Full name is too long' }),
  email: emailField,
  phoneno: optional(phoneField),
  address: optional(profileAddressField),
  password: passwordField,
  /** The box for reminders and offers by mail: unticked unless the shopper ticks it. */
  marketingConsent: registrationConsentField,
});
export type RegisterInput = z.infer<typeof registerSchema>;

const confirmPasswordField = z
  .string({ error: 'Please confirm your password' })
  .check(safeCharacters())
  .min(1, 'Please confirm your password')
  .max(128, 'Passwords do not match');
const passwordsMatch = (v: { password: string; confirmpassword: string }) =>
  v.password === v.confirmpassword;
const passwordsMatchIssue = {
  path: ['confirmpassword'],
  error: 'Passwords do not match',
  when: whenValid('password', 'confirmpassword'),
};

/** The registration form: the request plus a confirmation that is never sent. */
export const registerFormSchema = registerSchema
  .extend({
    confirmpassword: confirmPasswordField,
  })
  .refine(passwordsMatch, passwordsMatchIssue);
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

export const loginSchema = z.object({
  // Lowercased like the stored address so the lookup matches. No address is longer than the
  // registration maximum, so a longer one is refused before it reaches the rate-limit buckets.
  email: requiredText(FILL_ALL, {
    max: EMAIL_MAX_CHARS,
    tooLong: 'Invalid email or password',
  }).toLowerCase(),
  password: z
    .string({ error: FILL_ALL })
    .check(safeCharacters())
    .min(1, FILL_ALL)
    .min(6, 'Password must be at least 6 characters')
    .max(128, 'Password must be at most 128 characters'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const completeProfileSchema = z.object({
  phoneno: phoneField,
  address: profileAddressField,
});
export type CompleteProfileInput = z.infer<typeof completeProfileSchema>;

const resetCodeField = text(
  { max: RESET_CODE_DIGITS, tooLong: 'Invalid OTP' },
  'Invalid OTP',
).regex(new RegExp(`^\\d{${RESET_CODE_DIGITS}}$`), 'Invalid OTP');

export const sendOtpSchema = z.object({ email: emailField });
export type SendOtpInput = z.infer<typeof sendOtpSchema>;

export const verifyOtpSchema = z.object({ email: emailField, code: resetCodeField });
export type VerifyOtpInput = z.infer<typeof verifyOtpSchema>;

export const resetPasswordSchema = z.object({
  email: emailField,
  code: resetCodeField,
  password: passwordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The code mailed to confirm that the signed-in shopper's account is to be deleted. */
export const deleteAccountSchema = z.object({ code: resetCodeField });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The last reset step's form: the new password twice; the confirmation is never sent. */
export const resetPasswordFormSchema = z
  .object({
    password: passwordField,
    confirmpassword: confirmPasswordField,
  })
  .refine(passwordsMatch, passwordsMatchIssue);
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

export const googleLoginSchema = z.object({
  token: requiredText('No credential received from Google.', {
    max: 4096,
    tooLong: 'Google login failed - no credential received',
  }),
});
export type GoogleLoginInput = z.infer<typeof googleLoginSchema>;

const ADMIN_LOGIN_MESSAGE = 'Please enter both username and password.';

/** The back office's sign-in; the maxima only stop oversized bodies before any hashing. */
export const adminLoginSchema = z.object({
  username: requiredText(ADMIN_LOGIN_MESSAGE, {
    max: ADMIN_USERNAME_MAX_CHARS,
    tooLong: `Username must be at most ${ADMIN_USERNAME_MAX_CHARS} characters`,
  }),
  password: z
    .string({ error: ADMIN_LOGIN_MESSAGE })
    .check(safeCharacters())
    .min(1, ADMIN_LOGIN_MESSAGE)
    .max(
      ADMIN_PASSWORD_MAX_CHARS,
      `Password must be at most ${ADMIN_PASSWORD_MAX_CHARS} characters`,
    ),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;
