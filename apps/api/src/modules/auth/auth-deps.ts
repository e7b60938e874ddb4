import type { Db } from '#db/client';
import type { Clock } from '#platform/clock';
import type { MailOutbox } from '#platform/mail-outbox';
import type { PasswordHasher } from '#platform/passwords';
import type { RateLimiter } from '#platform/rate-limit';
import type { Tokens } from '#platform/tokens';

/**
 * What the account and staff services use of the running store, each under the name the app
 * gives it; a service takes the few it reads (the picks below, or `Pick<AuthDeps, …>`), the
 * routes hand them in.
 */
export interface AuthDeps {
  db: Db;
  /** The clock a code's and an invitation's expiry are read by. */
  clock: Clock;
  /** The key tokens are signed with; one-time codes and sign-in addresses are hashed with it. */
  jwtSecret: string;
  /** Signs a shopper's or a member's token once the sign-in is done. */
  tokens: Tokens;
  /** Password hashing: sign-in, registration, reset and an invitation's acceptance. */
  passwords: PasswordHasher;
  /** Codes and invitations are mailed through the outbox, with the secret sealed there. */
  mailOutbox: MailOutbox;
  /** Sign-in attempts are counted per address and per account. */
  rateLimit: RateLimiter;
  /** Work done after the response, such as a reset code's mail. */
  runInBackground: (
    label: string,
    task: (stopping: AbortSignal) => Promise<unknown>,
  ) => Promise<void>;
}

/** What knowing a sign-in's address uses: the database and the key addresses are hashed with. */
export type SignInClients = Pick<AuthDeps, 'db' | 'jwtSecret'>;
/** What mailing an account its code uses: the outbox and the database it is written in. */
export type CodeMail = Pick<AuthDeps, 'db' | 'mailOutbox'>;
/** What a password sign-in uses: the account's row, the hasher and the token signer. */
export type PasswordSignIn = Pick<AuthDeps, 'db' | 'passwords' | 'tokens'>;
