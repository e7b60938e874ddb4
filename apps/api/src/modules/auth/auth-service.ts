import type {
  CompleteProfileInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  VerifyOtpInput,
} from '@store/domain';
import type { Db, Tx } from '#db/client';
import { refusal } from '#platform/errors';
import { unauthorized, type Tokens } from '#platform/tokens';
import type { AuthDeps, CodeMail, PasswordSignIn, SignInClients } from './auth-deps';
import { setMarketingConsent } from './marketing-consent';
import * as repo from './auth-repository';
import type { GoogleIdentity, GoogleVerifier } from './google-sign-in';
import { mailResetCode } from './reset-mail';
import { accountBucket, shopperAccountBucket } from './sign-in-limits';
import { checkResetCode, invalidCode, issueResetCode } from './reset-codes';
import { userJson, type UserJson } from './user-json';

/**
 * What an account loses when Google sign-in takes it over from a registration whose email was
 * never proven (its saved addresses, bag and wishlist), run in the linking transaction. Auth does
 * not hold those: the flow that does is handed in (flows/shopper-sign-in.ts).
 */
export type ClearTakenOverAccount = (tx: Tx, userId: string) => Promise<void>;

const signCustomer = (tokens: Tokens, userId: string) => tokens.sign({ userId, role: 'customer' });

/** Creates the account; a taken email (any letter case) is a 409. */
export async function register(
  deps: PasswordSignIn & Pick<AuthDeps, 'clock'>,
  input: RegisterInput,
) {
  const conflict = () => refusal('conflict', 'EMAIL_TAKEN');
  if (await repo.findUserByEmail(deps.db, input.email)) throw conflict();
  const row = await repo.insertUser(deps.db, {
    fullname: input.fullname,
    email: input.email,
    phoneno: input.phoneno ?? null,
    address: input.address ?? null,
    passwordHash: await deps.passwords.hash(input.password),
  });
  // Someone registered the same email while we were hashing.
  if (!row) throw conflict();
  if (input.marketingConsent) {
    await setMarketingConsent(deps.db, row.id, true, 'registration', deps.clock.now());
  }
  return { token: await signCustomer(deps.tokens, row.id), user: userJson(row) };
}

/** One answer for an unknown email and a wrong password, in about the same time. */
export async function login(deps: PasswordSignIn, input: LoginInput) {
  const row = await repo.findUserByEmail(deps.db, input.email);
  const ok = await deps.passwords.verifyOrDummy(input.password, row?.passwordHash);
  if (!row || !ok) {
    throw refusal('unauthenticated', 'account.invalid_email_password', {
      code: 'INVALID_CREDENTIALS',
    });
  }
  return { token: await signCustomer(deps.tokens, row.id), userId: row.id };
}

/** The per-account bucket a shopper's sign-in from `ip` counts in (sign-in-limits.ts). */
export async function loginBucket(deps: SignInClients, email: string, ip: string): Promise<string> {
  const row = await repo.findUserByEmail(deps.db, email);
  return accountBucket(deps, shopperAccountBucket(email), row && { userId: row.id }, ip);
}

export async function currentUser(db: Db, userId: string): Promise<UserJson> {
  const row = await repo.findUserById(db, userId);
  // A valid token for an account that no longer exists: make the browser sign in again.
  if (!row) throw unauthorized();
  return userJson(row);
}

export async function completeProfile(db: Db, userId: string, input: CompleteProfileInput) {
  const row = await repo.updateProfile(db, userId, input);
  if (!row) throw unauthorized();
  return userJson(row);
}

/**
 * Mails a reset code when the email has an account. The answer and its timing do not depend on
 * that: the code and the mail are made after the response.
 */
export async function requestResetCode(
  deps: CodeMail & Pick<AuthDeps, 'jwtSecret' | 'runInBackground'>,
  email: string,
): Promise<void> {
  const row = await repo.findUserByEmail(deps.db, email);
  if (!row) return;
  deps.runInBackground('password reset mail', async () => {
    const code = await issueResetCode(deps.db, deps.jwtSecret, email);
    await mailResetCode(deps, row, code);
  });
}

export async function verifyResetCode(
  deps: Pick<AuthDeps, 'db' | 'jwtSecret'>,
  input: VerifyOtpInput,
): Promise<void> {
  const ok = await deps.db.transaction((tx) =>
    checkResetCode(tx, deps.jwtSecret, { ...input, consume: false }),
  );
  if (!ok) throw invalidCode();
}

/** Sets the new password and spends the code in one transaction. */
export async function resetPassword(
  deps: Pick<AuthDeps, 'db' | 'jwtSecret' | 'passwords'>,
  input: ResetPasswordInput,
): Promise<void> {
  const passwordHash = await deps.passwords.hash(input.password);
  const ok = await deps.db.transaction(async (tx) => {
    const valid = await checkResetCode(tx, deps.jwtSecret, { ...input, consume: true });
    if (!valid) return false;
    const row = await repo.findUserByEmail(tx, input.email);
    if (!row) return false;
    await repo.setPasswordFromResetCode(tx, row.id, passwordHash);
    return true;
  });
  if (!ok) throw invalidCode();
}

/** The name a Google account gives, else the email's local part. */
const googleFullname = (identity: GoogleIdentity) =>
  identity.name?.trim() || identity.email.split('@')[0] || identity.email;

/**
 * Links Google to the account registered with its email. If that email was never proven, what
 * the registration set and saved goes with its password (decision 10), in one transaction.
 */
async function linkExisting(
  db: Db,
  existing: repo.UserRow,
  identity: GoogleIdentity,
  clearTakenOver: ClearTakenOverAccount,
) {
  if (existing.googleSub && existing.googleSub !== identity.sub) {
    throw refusal('conflict', 'GOOGLE_ACCOUNT_MISMATCH');
  }
  const google = { sub: identity.sub, fullname: googleFullname(identity) };
  const linked = await db.transaction(async (tx) => {
    const link = await repo.linkGoogleSub(tx, existing.id, google);
    if (link?.tookOver) await clearTakenOver(tx, existing.id);
    return link?.row;
  });
  // Linked to a Google account a moment ago by another request: it must be this one.
  return linked ?? (await repo.findUserByGoogleSub(db, identity.sub));
}

/** Signs in with Google: the linked account, else the account with that email, else a new one. */
export async function googleSignIn(
  deps: Pick<AuthDeps, 'db' | 'tokens'>,
  verifier: GoogleVerifier,
  idToken: string,
  clearTakenOver: ClearTakenOverAccount,
) {
  const identity = await verifier.verify(idToken);
  let row = await repo.findUserByGoogleSub(deps.db, identity.sub);
  if (!row) {
    const existing = await repo.findUserByEmail(deps.db, identity.email);
    row = existing
      ? await linkExisting(deps.db, existing, identity, clearTakenOver)
      : ((await repo.insertUser(deps.db, {
          fullname: googleFullname(identity),
          email: identity.email,
          googleSub: identity.sub,
          emailVerifiedAt: new Date(),
        })) ?? (await repo.findUserByGoogleSub(deps.db, identity.sub)));
    if (!row) throw refusal('conflict', 'GOOGLE_RACE');
  }
  return { token: await signCustomer(deps.tokens, row.id), user: userJson(row) };
}
