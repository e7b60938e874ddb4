import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { Courier } from '@store/domain';
import type { PasswordPoolOptions } from '../platform/password-pool';
import { shippingCouriersSetting } from './couriers';
import { repoRoot } from './paths';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./var'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    SEED: z.enum(['demo', 'none']).default('demo'),
    ADMIN_USERNAME: optionalText,
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(8, 'must be at least 8 characters').optional(),
    ),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().trim().min(3).default('Souq Style <no-reply@souqstyle.ae>'),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    CARD_PROVIDER: optionalText.pipe(
      z.enum(['stripe', 'test', 'none'], { error: 'must be stripe, test or none' }).optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalText.pipe(
      z
        .string()
        .regex(/^whsec_[A-Za-z0-9_]{8,200}$/, "must be the endpoint's signing secret (whsec_…)")
        .optional(),
    ),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_JWKS_URL: optionalText.pipe(z.url().optional()),
    RATE_LIMIT_MULTIPLIER: z.coerce
      .number({ error: 'must be a positive number' })
      .positive('must be a positive number')
      .default(1),
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_REGION: optionalText,
    AWS_ACCESS_KEY_ID: optionalText,
    AWS_SECRET_ACCESS_KEY: optionalText,
    AWS_SESSION_TOKEN: optionalText,
    MEDIA_BASE_URL: optionalText,
    PUBLIC_URL: optionalText.pipe(
      z
        .url({
          protocol: /^https?$/,
          error: "must be the store's address, such as https://souqstyle.ae",
        })
        .refine((url) => /^https?:\/\/[^/?#]+\/?$/.test(url), 'must be an origin without a path')
        .optional(),
    ),
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(
        /^(false|true|\d{1,2}|[\d.:a-fA-F/]+(,[\d.:a-fA-F/]+)*)$/,
        'must be false, true, a number of proxy hops, or a comma-separated list of proxy addresses',
      )
      .default('false'),
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce
      .number({ error: 'must be a whole number from 1 to 100000' })
      .int('must be a whole number from 1 to 100000')
      .min(1, 'must be a whole number from 1 to 100000')
      .max(100_000, 'must be a whole number from 1 to 100000')
      .default(100),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST_DIR: optionalText,
    CATALOG_CACHE: z.enum(['on', 'off']).default('on'),
    PASSWORD_HASH_THREADS: z.coerce
      .number({ error: 'must be a whole number from 0 to 16' })
      .int('must be a whole number from 0 to 16')
      .min(0, 'must be a whole number from 0 to 16')
      .max(16, 'must be a whole number from 0 to 16')
      .optional(),
    CATALOG_VERSION_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    STORE_LEGAL_NAME: z.string().trim().min(1).max(200).default('Souq Style Trading LLC'),
    STORE_TRN: optionalText.pipe(
      z
        .string()
        .regex(/^\d{15}$/, 'must be the 15-digit Tax Registration Number, digits only')
        .optional(),
    ),
    STORE_ADDRESS: z
      .string()
      .trim()
      .min(1)
      .max(300)
      .default('Sheikh Zayed Road, Dubai, United Arab Emirates'),
    PRICES_INCLUDE_VAT: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false'),
    SHIPPING_COURIERS: shippingCouriersSetting,
  })
  .refine((e) => !e.ADMIN_PASSWORD || e.ADMIN_USERNAME, {
    message: 'ADMIN_PASSWORD needs ADMIN_USERNAME',
    path: ['ADMIN_USERNAME'],
  })
  .refine((e) => Boolean(e.AWS_ACCESS_KEY_ID) === Boolean(e.AWS_SECRET_ACCESS_KEY), {
    message: 'set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither',
    path: ['AWS_ACCESS_KEY_ID'],
  })
  .refine((e) => Boolean(e.STRIPE_SECRET_KEY) === Boolean(e.STRIPE_PUBLISHABLE_KEY), {
    message: 'set both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or neither',
    path: ['STRIPE_SECRET_KEY'],
  })
  .refine((e) => e.CARD_PROVIDER !== 'stripe' || Boolean(e.STRIPE_SECRET_KEY), {
    message: 'stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
    path: ['CARD_PROVIDER'],
  })
  // Without the webhook a shopper who paid and closed the tab waits for the background check, and
  // refunds and disputes made at Stripe never reach the order (decision 38).
  .refine(
    (e) =>
      (e.CARD_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'none')) !== 'stripe' ||
      Boolean(e.STRIPE_WEBHOOK_SECRET),
    {
      message:
        "Stripe needs its webhook: add an endpoint for POST /api/payments/stripe/webhook in Stripe's dashboard and set its signing secret (whsec_…)",
      path: ['STRIPE_WEBHOOK_SECRET'],
    },
  )
  // Keys say this is a real shop: a test provider beside them would hand its goods away.
  .refine((e) => e.CARD_PROVIDER !== 'test' || !e.STRIPE_SECRET_KEY, {
    message:
      'test takes no real money: remove the Stripe keys to try cards, or set CARD_PROVIDER=stripe',
    path: ['CARD_PROVIDER'],
  });

export type Env = z.output<typeof envSchema>;

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
  mail: { smtpUrl: string | undefined; from: string };
  /**
   * Who takes card payments: Stripe with its keys, the built-in test provider only when chosen
   * (CARD_PROVIDER=test: it takes no money), or nobody, and then the card option is not offered.
   */
  cards: CardsConfig;
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
   * addresses, the sitemap and shared-link previews use it. Unset, each request's own origin.
   */
  publicOrigin: string | undefined;
  /** The couriers the ship dialog offers, 'Other' last (SHIPPING_COURIERS, decision 53). */
  shipping: { couriers: readonly Courier[] };
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

export class ConfigError extends Error {}

function s3Config(e: Env): S3Config | undefined {
  if (!e.S3_BUCKET) return undefined;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT.replace(/\/+$/, '') } : {}),
    ...(e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: e.AWS_ACCESS_KEY_ID,
            secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
            ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
          },
        }
      : {}),
  };
}

/** CARD_PROVIDER unset means Stripe when its keys are set, else no card payments at all. */
function cardsConfig(e: Env): CardsConfig {
  const provider = e.CARD_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'none');
  const webhookSecret = e.STRIPE_WEBHOOK_SECRET;
  if (provider === 'stripe' && e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && webhookSecret) {
    return {
      provider,
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret,
    };
  }
  if (provider === 'test') return webhookSecret ? { provider, webhookSecret } : { provider };
  return { provider: 'none' };
}

/** Where browsers find media: the bucket's public address unless MEDIA_BASE_URL names a CDN. */
function mediaBaseUrl(given: string | undefined, s3: S3Config | undefined): string {
  if (given) return given.replace(/\/+$/, '');
  if (!s3) return '/media';
  if (s3.endpoint) return `${s3.endpoint}/${s3.bucket}`;
  return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}

function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',');
}

/** Reads and validates the environment once; a bad value stops the process with a clear message. */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    inMemoryDatabase: false,
    seed: e.SEED,
    admin: e.ADMIN_USERNAME
      ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
      : undefined,
    jwtSecret: e.JWT_SECRET,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    cards: cardsConfig(e),
    google: e.GOOGLE_CLIENT_ID
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          jwksUrl: e.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
        }
      : undefined,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    media: {
      dir: path.join(dataDir, 'media'),
      uploadTmpDir: path.join(dataDir, 'tmp', 'uploads'),
      baseUrl: mediaBaseUrl(e.MEDIA_BASE_URL, s3Config(e)),
      s3: s3Config(e),
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    catalog: { responseCache: e.CATALOG_CACHE === 'on', versionTtlMs: e.CATALOG_VERSION_TTL_MS },
    passwordHashing: {
      threads: e.PASSWORD_HASH_THREADS ?? defaultPasswordThreads(),
      ...PASSWORD_WAIT,
    },
    timeouts: DEFAULT_TIMEOUTS,
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    store: {
      legalName: e.STORE_LEGAL_NAME,
      trn: e.STORE_TRN,
      address: e.STORE_ADDRESS,
      pricesIncludeVat: e.PRICES_INCLUDE_VAT === 'true',
    },
    publicOrigin: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    shipping: { couriers: e.SHIPPING_COURIERS },
    ...overrides,
  };
}
