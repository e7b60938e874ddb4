import path from 'node:path';
import { readApplePayDomainFile } from './apple-pay';
import { envSchema, type Env } from './env-schema';
import {
  DEFAULT_TIMEOUTS,
  PASSWORD_WAIT,
  defaultPasswordThreads,
  type CardsConfig,
  type Config,
  type S3Config,
  type TabbyConfig,
  type TamaraConfig,
} from './config-shape';
import { repoRoot } from './paths';

export type { Env } from './env-schema';
// Importers read the Config shape from here, beside loadConfig.
export * from './config-shape';

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

/** Tabby's three keys make it live; TABBY_MODE=test (never beside keys) is the test provider. */
function tabbyConfig(e: Env): TabbyConfig {
  if (e.TABBY_MODE === 'test') return { mode: 'test' };
  if (e.TABBY_PUBLIC_KEY && e.TABBY_SECRET_KEY && e.TABBY_MERCHANT_CODE) {
    return {
      mode: 'live',
      publicKey: e.TABBY_PUBLIC_KEY,
      secretKey: e.TABBY_SECRET_KEY,
      merchantCode: e.TABBY_MERCHANT_CODE,
    };
  }
  return { mode: 'off' };
}

/** Tamara's two tokens make it live; TAMARA_MODE=test (never beside tokens) is the test provider. */
function tamaraConfig(e: Env): TamaraConfig {
  if (e.TAMARA_MODE === 'test') return { mode: 'test' };
  if (e.TAMARA_API_TOKEN && e.TAMARA_NOTIFICATION_TOKEN) {
    return {
      mode: 'live',
      apiToken: e.TAMARA_API_TOKEN,
      notificationToken: e.TAMARA_NOTIFICATION_TOKEN,
    };
  }
  return { mode: 'off' };
}

/** APPLE_PAY_DOMAIN_FILE's bytes, read once: a missing, unreadable or oversized file stops the start. */
function applePayConfig(e: Env): Config['applePay'] {
  if (!e.APPLE_PAY_DOMAIN_FILE) return undefined;
  const read = readApplePayDomainFile(e.APPLE_PAY_DOMAIN_FILE);
  if ('problem' in read) {
    throw new ConfigError(`Invalid configuration:\n  APPLE_PAY_DOMAIN_FILE: ${read.problem}`);
  }
  return { domainAssociation: read.bytes };
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
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, owner: e.OWNER_EMAIL },
    cards: cardsConfig(e),
    applePay: applePayConfig(e),
    tabby: tabbyConfig(e),
    tamara: tamaraConfig(e),
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
      costLog2: e.PASSWORD_HASH_COST,
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
    publicHosts: e.PUBLIC_HOSTS?.split(',').map((host) => host.trim().toLowerCase()),
    shipping: { couriers: e.SHIPPING_COURIERS, courierCodeMinutes: e.DELIVERY_CODE_MINUTES },
    marketing: { cartReminderHours: e.CART_REMINDER_HOURS },
    ...overrides,
  };
}
