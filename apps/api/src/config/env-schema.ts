import {
  CART_REMINDER_HOURS_DEFAULT,
  CART_REMINDER_HOURS_MAX,
  CART_REMINDER_HOURS_MIN,
  COURIER_CODE_MINUTES_DEFAULT,
  COURIER_CODE_MINUTES_MAX,
  COURIER_CODE_MINUTES_MIN,
} from '@store/domain';
import { z } from 'zod';
import { shippingCouriersSetting } from './couriers';

/** Every environment variable the store reads, each with its bounds and a message a person can act on. */
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A host as a Host header names it: a name or an IPv4 address, or [IPv6], then an optional port. */
const HOST_ENTRY =
  '(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?';
const PUBLIC_HOSTS_LIST = new RegExp(`^${HOST_ENTRY}(?:\\s*,\\s*${HOST_ENTRY})*$`, 'i');

const REMINDER_HOURS = `must be a whole number of hours from ${CART_REMINDER_HOURS_MIN} to ${CART_REMINDER_HOURS_MAX}`;
const CODE_MINUTES = `must be a whole number of minutes from ${COURIER_CODE_MINUTES_MIN} to ${COURIER_CODE_MINUTES_MAX}`;

export const envSchema = z
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
    OWNER_EMAIL: optionalText.pipe(
      z.email({ error: "must be the owner's mail address, such as owner@souqstyle.ae" }).optional(),
    ),
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
    APPLE_PAY_DOMAIN_FILE: optionalText.pipe(
      z.string().max(4096, 'must be a path of at most 4096 characters').optional(),
    ),
    TABBY_PUBLIC_KEY: optionalText,
    TABBY_SECRET_KEY: optionalText,
    TABBY_MERCHANT_CODE: optionalText,
    TABBY_MODE: optionalText.pipe(
      z.enum(['test', 'live'], { error: 'must be test or live' }).optional(),
    ),
    TAMARA_API_TOKEN: optionalText,
    TAMARA_NOTIFICATION_TOKEN: optionalText,
    TAMARA_MODE: optionalText.pipe(
      z.enum(['test', 'live'], { error: 'must be test or live' }).optional(),
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
    PUBLIC_HOSTS: optionalText.pipe(
      z
        .string()
        .max(2000, 'must be at most 2000 characters')
        .regex(
          PUBLIC_HOSTS_LIST,
          'must be a comma-separated list of host names, each with an optional port, such as souqstyle.ae,www.souqstyle.ae',
        )
        .refine(
          (list) =>
            [...list.matchAll(/:(\d+)(?=\s*(,|$))/g)].every(([, port]) => {
              const n = Number(port);
              return n >= 1 && n <= 65535;
            }),
          'a port must be from 1 to 65535',
        )
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
    PASSWORD_HASH_COST: z.coerce
      .number({ error: 'must be a whole number from 10 to 20' })
      .int('must be a whole number from 10 to 20')
      .min(10, 'must be a whole number from 10 to 20')
      .max(20, 'must be a whole number from 10 to 20')
      .default(17),
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
    DELIVERY_CODE_MINUTES: z.coerce
      .number({ error: CODE_MINUTES })
      .int(CODE_MINUTES)
      .min(COURIER_CODE_MINUTES_MIN, CODE_MINUTES)
      .max(COURIER_CODE_MINUTES_MAX, CODE_MINUTES)
      .default(COURIER_CODE_MINUTES_DEFAULT),
    CART_REMINDER_HOURS: z.coerce
      .number({ error: REMINDER_HOURS })
      .int(REMINDER_HOURS)
      .min(CART_REMINDER_HOURS_MIN, REMINDER_HOURS)
      .max(CART_REMINDER_HOURS_MAX, REMINDER_HOURS)
      .default(CART_REMINDER_HOURS_DEFAULT),
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
  .refine(
    (e) =>
      [e.TABBY_PUBLIC_KEY, e.TABBY_SECRET_KEY, e.TABBY_MERCHANT_CODE].filter(Boolean).length % 3 ===
      0,
    {
      message:
        'set all three of TABBY_PUBLIC_KEY, TABBY_SECRET_KEY and TABBY_MERCHANT_CODE, or none',
      path: ['TABBY_SECRET_KEY'],
    },
  )
  .refine((e) => e.TABBY_MODE !== 'test' || !e.TABBY_SECRET_KEY, {
    message: 'test takes no real money: remove the Tabby keys to try Tabby, or set TABBY_MODE=live',
    path: ['TABBY_MODE'],
  })
  .refine((e) => e.TABBY_MODE !== 'live' || Boolean(e.TABBY_SECRET_KEY), {
    message: 'live needs TABBY_PUBLIC_KEY, TABBY_SECRET_KEY and TABBY_MERCHANT_CODE',
    path: ['TABBY_MODE'],
  })
  .refine((e) => Boolean(e.TAMARA_API_TOKEN) === Boolean(e.TAMARA_NOTIFICATION_TOKEN), {
    message: 'set both TAMARA_API_TOKEN and TAMARA_NOTIFICATION_TOKEN, or neither',
    path: ['TAMARA_API_TOKEN'],
  })
  .refine((e) => e.TAMARA_MODE !== 'test' || !e.TAMARA_API_TOKEN, {
    message:
      'test takes no real money: remove the Tamara tokens to try Tamara, or set TAMARA_MODE=live',
    path: ['TAMARA_MODE'],
  })
  .refine((e) => e.TAMARA_MODE !== 'live' || Boolean(e.TAMARA_API_TOKEN), {
    message: 'live needs TAMARA_API_TOKEN and TAMARA_NOTIFICATION_TOKEN',
    path: ['TAMARA_MODE'],
  })
  // Keys say this is a real shop: a test provider beside them would hand its goods away.
  .refine((e) => e.CARD_PROVIDER !== 'test' || !e.STRIPE_SECRET_KEY, {
    message:
      'test takes no real money: remove the Stripe keys to try cards, or set CARD_PROVIDER=stripe',
    path: ['CARD_PROVIDER'],
  });

export type Env = z.output<typeof envSchema>;
