import { availableParallelism } from 'node:os';
import type { Courier } from '@store/domain';
import type { Env } from './env-schema';

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Tests run the embedded database in memory instead of under dataDir. */
  inMemoryDatabase: boolean;
  seed: Env['SEED'];
  admin: { username: string; password: string | undefined } | undefined;
  jwtSecret: string | undefined;
  /** `owner`: where the store owner is told what needs them (OWNER_EMAIL); unset, no owner mail. */
  mail: { smtpUrl: string | undefined; from: string; owner?: string | undefined };
  /**
   * Who takes card payments: Stripe with its keys, the built-in test provider only when chosen
   * (CARD_PROVIDER=test: it takes no money), or nobody, and then the card option is not offered.
   */
  cards: CardsConfig;
  /**
   * Apple's domain association file for Apple Pay through Stripe (APPLE_PAY_DOMAIN_FILE), read
   * once at start and served at `/.well-known/apple-developer-merchantid-domain-association`;
   * unset, that address is not found.
   */
  applePay: { domainAssociation: Buffer } | undefined;
  /**
   * Pay later with Tabby: with its three keys, the built-in test provider only when chosen
   * (TABBY_MODE=test: it takes no money), or off, and then the choice is not offered.
   */
  tabby: TabbyConfig;
  /**
   * Pay later with Tamara: with its two tokens, the built-in test provider only when chosen
   * (TAMARA_MODE=test: it takes no money), or off.
   */
  tamara: TamaraConfig;
  google: { clientId: string; jwksUrl: string } | undefined;
  /** Scales every rate limit (several journeys share one address in the browser tests). */
  rateLimitMultiplier: number;
  media: {
    /** The disk driver's folder (also where demo images render when S3 is off). */
    dir: string;
    /** Uploads are written here while they stream in, then turned into WebP and removed. */
    uploadTmpDir: string;
    /** What browsers load images from: MEDIA_BASE_URL, else /media or the bucket's address. */
    baseUrl: string;
    s3: S3Config | undefined;
  };
  logLevel: Env['LOG_LEVEL'];
  /** Whose X-Forwarded-For to believe; off by default so clients cannot pick their own address. */
  trustProxy: boolean | number | string[];
  webDistDir: string;
  /** Catalogue response cache (off for uncached benchmarks) and how long a version read lasts. */
  catalog: { responseCache: boolean; versionTtlMs: number };
  /**
   * Password hashes run on a pool of their own threads, `threads` at once; a hash waits at most
   * `maxWaitMs` for one (at most `maxQueue` in line), else the request answers 503 BUSY. Zero
   * threads hashes on Node's shared threadpool instead, as before decision 25 (for comparison).
   */
  passwordHashing: PasswordPoolOptions;
  /**
   * How long a client may take: to send its headers (slow-header attacks), its whole request
   * (the back office's image upload may take 10 minutes), and between two packets; and to send
   * a request's body, on any route (`bodyMs`) and on the image upload routes (`uploadBodyMs`).
   */
  timeouts: {
    headersMs: number;
    requestMs: number;
    idleMs: number;
    bodyMs: number;
    uploadBodyMs: number;
  };
  /** Open sockets one address may hold (a trusted proxy's are not counted: decision 26). */
  maxConnectionsPerAddress: number;
  /** The seller on tax invoices, and how the owner enters prices (with VAT or without). */
  store: StoreTaxConfig;
  /**
   * The store's public address (PUBLIC_URL, an origin without a trailing slash): canonical
   * addresses, the sitemap and shared-link previews use it. Unset, the request's own origin when
   * its host is one of `publicHosts`, else the address the store listens on.
   */
  publicOrigin: string | undefined;
  /**
   * Without PUBLIC_URL, the host names (each `name` or `name:port`, lower case, as a Host header
   * says them) a request may name the store by (PUBLIC_HOSTS). Unset, the listening address and
   * localhost, on the listening port.
   */
  publicHosts: string[] | undefined;
  /**
   * The couriers the ship dialog offers, 'Other' last (SHIPPING_COURIERS, decision 53), and how
   * long a code lasts when a courier carries the parcel (DELIVERY_CODE_MINUTES, decision 56).
   */
  shipping: { couriers: readonly Courier[]; courierCodeMinutes: number };
  /**
   * The reminder mails a consenting shopper gets (decision 89): a bag nobody touched for
   * `cartReminderHours` (CART_REMINDER_HOURS, 1 to 168) brings one reminder.
   */
  marketing: { cartReminderHours: number };
}

export interface StoreTaxConfig {
  legalName: string;
  /** Unset until the shop is VAT-registered; invoices say so instead of showing a number. */
  trn: string | undefined;
  address: string;
  pricesIncludeVat: boolean;
}

export type CardsConfig =
  | { provider: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string }
  /** The test provider signs its events with STRIPE_WEBHOOK_SECRET, or one made at start. */
  | { provider: 'test'; webhookSecret?: string }
  | { provider: 'none' };

export type TabbyConfig =
  | { mode: 'live'; publicKey: string; secretKey: string; merchantCode: string }
  | { mode: 'test' }
  | { mode: 'off' };

export type TamaraConfig =
  | { mode: 'live'; apiToken: string; notificationToken: string }
  | { mode: 'test' }
  | { mode: 'off' };

export interface S3Config {
  bucket: string;
  region: string;
  /** A non-AWS S3 server (path-style addressing); unset means AWS itself. */
  endpoint?: string;
  /** Unset: the AWS SDK's own chain (instance role, profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

export const DEFAULT_TIMEOUTS: Config['timeouts'] = {
  headersMs: 15_000,
  requestMs: 11 * 60_000,
  idleMs: 60_000,
  // A JSON body is at most 1 MB: half a minute is a slow phone's time, not a held socket's.
  bodyMs: 30_000,
  uploadBodyMs: 10 * 60_000,
};

/**
 * One hash thread per two cores, from 1 to 4: each hash is about 128 MiB and a core's worth of
 * work for a few hundred ms, and the event loop and the database keep cores of their own.
 */
export const defaultPasswordThreads = () =>
  Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2)));

/** A sign-in waits up to 2 s for a hash thread, behind at most 64 others, before a 503. */
export const PASSWORD_WAIT = { maxWaitMs: 2000, maxQueue: 64 } as const;

/**
 * A new password (registration, reset, change) waits up to 25 s, behind at most 200 hashes:
 * within the storefront's 30 s request timeout, and a queue entry is a few hundred bytes (the
 * 128 MiB of a hash is taken only by the threads running one).
 */
export const NEW_PASSWORD_WAIT = { newWaitMs: 25_000, newQueue: 200 } as const;

/** How password hashing runs on worker threads (platform/password-pool.ts). */
export interface PasswordPoolOptions {
  /** Hashes that run at once, each on a worker thread of its own. */
  threads: number;
  /** How long a hash may wait for a thread before the request answers 503 BUSY. */
  maxWaitMs: number;
  /** Hashes that may wait for a thread at once; past it a request waits, then answers 503 BUSY. */
  maxQueue: number;
  /** The same two for hashing a new password (NEW_PASSWORD_WAIT's when absent). */
  newWaitMs?: number;
  newQueue?: number;
  /**
   * scrypt's cost N as a power of two (`PASSWORD_HASH_COST`): 17, OWASP's minimum, unless a test
   * run lowers it. A stored hash names its own N, so hashes of either cost verify under both.
   */
  costLog2?: number;
}
