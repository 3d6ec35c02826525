import os from 'node:os';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { repoRoot } from './repo-root.ts';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./var'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(20),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).max(1_000_000).default(5),
  LOGIN_FAILURES_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(100),
  PASSWORD_HASHING_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  SUPPORT_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(10),
  REQUESTS_OPEN_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  COMMENT_RATE_LIMIT_PER_USER: z.coerce.number().int().min(1).max(1_000_000).default(5),
  PLAYBACK_REPORT_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(30),
  IMAGE_FETCH: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  IMAGE_FETCH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  IMAGE_FETCH_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(20),
  IMAGE_MAX_MB: z.coerce.number().min(0.1).max(100).default(10),
  ARTWORK_RENDER: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  SITE_OWNER_NAME: z.string().min(1).max(100).default('پرده'),
  SITE_MESSAGING_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  SITE_PHOTO_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ANALYTICS_SCRIPT_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  ANALYTICS_SITE_ID: z.string().min(1).max(200).optional(),
  TMDB_API_KEY: z.string().min(1).max(1000).optional(),
  TMDB_API_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.themoviedb.org/3'),
  TMDB_IMAGE_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://image.tmdb.org/t/p'),
  TMDB_REQUESTS_PER_SECOND: z.coerce.number().min(0.1).max(50).default(20),
  ZARINPAL_MERCHANT_ID: z.string().min(1).max(100).optional(),
  ZARINPAL_SANDBOX: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  ZARINPAL_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ZARINPAL_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(15),
  PAYMENT_SANDBOX: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
  SEED_CATALOGUE: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  SMS_PROVIDER: z
    .enum(['development', 'kavenegar'], { error: 'must be development or kavenegar' })
    .default('development'),
  KAVENEGAR_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/=-]{10,200}$/, 'must be the API key of the Kavenegar panel')
    .optional(),
  KAVENEGAR_TEMPLATE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a verify template name')
    .optional(),
  KAVENEGAR_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.kavenegar.com'),
  SMS_TIMEOUT_SECONDS: z.coerce.number().min(1).max(60).default(10),
  PHONE_CODE_RESEND_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  PHONE_CODES_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(5),
  CHECKOUT_RATE_LIMIT_PER_USER: z.coerce.number().int().min(1).max(1_000_000).default(30),
  REDEEM_RATE_LIMIT_PER_USER: z.coerce.number().int().min(1).max(1_000_000).default(10),
  CORS_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) origins, comma-separated' })))
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(5),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  NOTIFICATION_STREAM_HEARTBEAT_SECONDS: z.coerce.number().min(0.05).max(55).default(15),
  NOTIFICATION_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(5),
  NOTIFICATION_STREAMS_PER_PROCESS: z.coerce.number().int().min(1).max(100_000).default(1_000),
  STREAM_HEARTBEAT_SECONDS: z.coerce.number().min(0.1).max(300).default(30),
  MEDIA_DIR: z.string().min(1).optional(),
  MEDIA_STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  MEDIA_S3_BUCKET: z.string().min(3).max(63).optional(),
  MEDIA_S3_REGION: z.string().min(1).max(50).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).max(200).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).max(200).optional(),
  MEDIA_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  MEDIA_WORK_DIR: z.string().min(1).optional(),
  MEDIA_IMPORT_DIR: z.string().min(1).optional(),
  MEDIA_MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(2 ** 50)
    .default(20 * 2 ** 30),
  MEDIA_WORKER_CONCURRENCY: z.coerce.number().int().min(0).max(16).default(1),
  MEDIA_JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(3),
  MEDIA_FFMPEG_PRESET: z
    .enum(['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium', 'slow', 'slower', 'veryslow'])
    .default('veryfast'),
  MEDIA_URL_ALLOWED_PORTS: z
    .string()
    .default('80,443')
    .transform((value) => value.split(',').map((port) => port.trim()))
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^\d{1,5}$/, 'must be port numbers separated by commas')
            .transform(Number)
            .pipe(z.number().int().min(1, 'must be ports 1–65535').max(65535, 'must be ports 1–65535')),
        )
        .min(1, 'must list at least one port'),
    ),
  MEDIA_URL_ALLOWED_PRIVATE_RANGES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((range) => range.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().refine(ipaddr.isValidCIDR, 'must be CIDR ranges such as 127.0.0.1/32'))),
  MEDIA_SIGNATURE_SECONDS: z.coerce.number().int().min(2).max(86_400).default(600),
  MEDIA_ACCESS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  MEDIA_SIGNING_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
});

/**
 * How much argon2id work runs at once, and how much may wait (`accounts/password-hashing-gate.ts`).
 * Hashing is CPU work on libuv's thread pool: one hash per core but one by default, so a core
 * stays with the event loop; about a second of work may wait (32 hashes of ~32 ms per thread).
 */
export interface PasswordHashingLimits {
  concurrency: number;
  queueLimit: number;
}

export function passwordHashingLimits(
  threads = Math.max(1, os.availableParallelism() - 1),
): PasswordHashingLimits {
  return { concurrency: threads, queueLimit: 32 * threads };
}

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path; holds the embedded database and every file the app writes. */
  dataDir: string;
  /** When set, a real PostgreSQL server replaces the embedded database. */
  databaseUrl: string | undefined;
  /** Origin users reach the site at, without a trailing slash; used in links the app sends out. */
  publicUrl: string;
  logLevel: (typeof logLevels)[number];
  /**
   * Behind a reverse proxy: take the client address from X-Forwarded-For. Off by default, since a
   * client that reaches the server directly could otherwise forge its address past rate limits.
   */
  trustProxy: boolean;
  /**
   * On a first start with an empty catalogue, write the default one (`catalog/seed/`). Off for an
   * operator who imports their own, and for tests that start servers and need no titles.
   */
  seedCatalogue: boolean;
  /** Absolute path of the built web app the server hands out. */
  webDistDir: string;
  mail: MailConfig;
  /** Attempts allowed per minute on each auth call that guesses or sends mail (`http/rate-limits.ts`). */
  authRateLimit: { perIp: number; perEmail: number };
  /** Wrong passwords an hour for one email, from all clients, before its password login pauses (`accounts/login-throttle.ts`). */
  loginFailuresPerEmailPerHour: number;
  /** argon2id hashes run at once, and how many may wait (`accounts/password-hashing-gate.ts`). */
  passwordHashing: PasswordHashingLimits;
  /** Contact-page messages allowed per client address per hour (`http/rate-limits.ts`). */
  supportRateLimit: { perIpPerHour: number };
  /** Open content requests (pending or accepted) one user may have at once (`library/requests`). */
  requestsOpenLimit: number;
  /** Comments (and replies) each user may post per minute (`http/rate-limits.ts`). */
  commentRateLimit: { perUserPerMinute: number };
  /** Player quality beacons allowed per client address per minute (`http/rate-limits.ts`). */
  playbackReportRateLimit: { perIpPerMinute: number };
  /** Pictures the catalogue names, fetched in the background and served by Pardeh (`images/`). */
  images: ImagesConfig;
  /** What the web app shows about the site; handed to it inside index.html (`http/web-app.ts`). */
  site: SiteConfig;
  tmdb: TmdbConfig;
  payments: PaymentsConfig;
  sms: SmsConfig;
  /**
   * Web origins allowed to call the API from a browser with credentials (CORS); null: only
   * `publicUrl`'s origin (read at request time: with PORT=0 it is known only after listening).
   */
  corsOrigins: string[] | null;
  /** Bearer token for `GET /api/metrics`; null: the metrics endpoint answers 404. */
  metricsToken: string | null;
  http: {
    /** The most a request may take to arrive, body included: slow clients are cut off. */
    requestTimeoutMs: number;
  };
  /** PostgreSQL only: a stalled server must not hang requests. */
  database: { statementTimeoutMs: number; poolSize: number };
  /** `GET /api/user/notifications/stream`: a comment line this often keeps proxies from closing it (nginx: 60 s). */
  notificationStream: { heartbeatMs: number; limits: { perUser: number; perProcess: number } };
  /** Screens per plan: how often a premium player beats, and how long a silent play keeps its screen. */
  streamSlots: { heartbeatMs: number; lifetimeMs: number };
  media: MediaConfig;
}

/** The media pipeline (`media/`): where files live, the upload cap, the transcoding worker. */
export interface MediaConfig {
  /** Absolute path of media storage, served at `/media/` (MEDIA_DIR, default DATA_DIR/media). */
  dir: string;
  /** MEDIA_STORAGE=s3: files, and uploads in progress, live in this bucket instead of `dir`. */
  s3: MediaBucketConfig | null;
  /** Uploads in progress, downloaded sources and transcoder output before it is stored (never served). */
  workDir: string;
  /** Sources may be registered by server path only under this folder; null: not at all. */
  importDir: string | null;
  /** The largest upload or downloaded source accepted. */
  maxUploadBytes: number;
  /** Jobs this process runs at once (transcoding takes every core it gets); 0: no worker here. */
  workerConcurrency: number;
  /** Tries of a job before it fails for good. */
  maxAttempts: number;
  /** x264's speed and size trade-off. */
  ffmpegPreset: string;
  /** What a source registered by URL may point at (media/sources/source-address.ts). */
  url: SourceUrlPolicy;
  /** Premium media's passes (media/access/). */
  access: MediaAccessConfig;
  ffmpegPath: string;
  ffprobePath: string;
}

/** How premium media answer only to entitled viewers (media/access/). */
export interface MediaAccessConfig {
  /** A media pass's lifetime (MEDIA_SIGNATURE_SECONDS); the player renews it at half of it. */
  signatureSeconds: number;
  /** How long a user's premium and the list of premium files are trusted before being read again. */
  cacheSeconds: number;
  /** MEDIA_SIGNING_KEY; null: a random key kept in the database, shared by every instance. */
  signingKey: string | null;
}

/** An S3-compatible bucket (AWS S3, MinIO, Ceph RGW): `media/storage/media-bucket.ts`. */
export interface MediaBucketConfig {
  /** null: AWS S3 itself (the region's endpoint). */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** null: the AWS SDK's own credential chain (instance role, AWS_* variables, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `endpoint/bucket/key` addresses (MinIO, Ceph) instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

/**
 * Where the server may fetch a source registered by URL from (media/sources/): public addresses
 * on these ports only. `privateRanges` lets through addresses that are otherwise refused
 * (loopback, private, link-local…): for tests and labs, never on a public site.
 */
export interface SourceUrlPolicy {
  ports: number[];
  privateRanges: string[];
}

/** Phone sign-in's SMS (`sms/`) and its limits (`accounts/phone-*.ts`). */
export interface SmsConfig {
  /** SMS_PROVIDER=kavenegar; null: the development provider writes to DATA_DIR/outbox. */
  kavenegar: { apiKey: string; template: string; baseUrl: string; timeoutMs: number } | null;
  /** Seconds before another code may be sent to one number. */
  resendSeconds: number;
  /** Codes one number may be sent in an hour. */
  codesPerNumberPerHour: number;
}

/** Payment gateways and the premium limits (`premium/`). */
export interface PaymentsConfig {
  /**
   * The sandbox gateway, where nobody pays: on by default only while no real gateway is
   * configured (PAYMENT_SANDBOX overrides), since with it anyone can get premium for free.
   */
  sandbox: boolean;
  /** Zarinpal v4, when ZARINPAL_MERCHANT_ID is set. */
  zarinpal: { merchantId: string; baseUrl: string; timeoutMs: number } | null;
  /** Orders (join2, reserve2) each user may start per hour. */
  checkoutPerUserPerHour: number;
  /** Gift-code redeem attempts each user may make per hour. */
  redeemPerUserPerHour: number;
}

/** TMDB, for the background enrichment job and `npm run catalog` (`catalog/enrich/`). */
export interface TmdbConfig {
  /** A v3 API key or a v4 read access token; null turns enrichment off. */
  apiKey: string | null;
  apiBaseUrl: string;
  /** Stored poster, backdrop and photo URLs start with it. */
  imageBaseUrl: string;
  /** The client-side limit on requests to TMDB. */
  requestsPerSecond: number;
}

export interface ImagesConfig {
  /** Off: nothing is fetched, and pictures not stored yet stay drawn placeholders. */
  fetch: boolean;
  /** Pictures fetched at once. */
  concurrency: number;
  /** The most one fetch may take, answer and body. */
  timeoutMs: number;
  /** A larger picture is refused. */
  maxBytes: number;
  /**
   * Off: rendered pictures (`artwork/`) are drawn only when first asked for, never ahead in the
   * background.
   */
  renderArtwork: boolean;
}

export interface SiteConfig {
  /** Named in the footer as the owner of all rights. */
  ownerName: string;
  messagingUrl: string | null;
  photoUrl: string | null;
  /** A third-party tracker the web app loads after first paint; null (nothing loads) unless both are set. */
  analytics: { scriptUrl: string; siteId: string } | null;
}

export interface MailConfig {
  /** smtp(s)://user:pass@host:port; null writes messages to DATA_DIR/outbox instead. */
  smtpUrl: string | null;
  /** The From header of every message the app sends. */
  from: string;
}

export class ConfigError extends Error {}

/**
 * Reads configuration from environment variables. Fails with one line per bad variable so an
 * operator can fix them all at once (English: operators read logs, users never see this).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (!values.ANALYTICS_SCRIPT_URL !== !values.ANALYTICS_SITE_ID) {
    throw new ConfigError(
      'Invalid configuration:\n  ANALYTICS_SCRIPT_URL, ANALYTICS_SITE_ID: set both or neither',
    );
  }
  if (values.MEDIA_STORAGE === 's3' && !values.MEDIA_S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  MEDIA_S3_BUCKET: required when MEDIA_STORAGE=s3');
  }
  if (!values.MEDIA_S3_ACCESS_KEY_ID !== !values.MEDIA_S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  if (values.SMS_PROVIDER === 'kavenegar' && !(values.KAVENEGAR_API_KEY && values.KAVENEGAR_TEMPLATE)) {
    throw new ConfigError(
      'Invalid configuration:\n  KAVENEGAR_API_KEY, KAVENEGAR_TEMPLATE: required when SMS_PROVIDER=kavenegar',
    );
  }
  const displayHost = values.HOST.includes(':') ? `[${values.HOST}]` : values.HOST;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://${displayHost}:${values.PORT}`).replace(/\/+$/, ''),
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    seedCatalogue: values.SEED_CATALOGUE,
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    mail: {
      smtpUrl: values.SMTP_URL ?? null,
      from:
        values.MAIL_FROM ?? `پرده <no-reply@${new URL(values.PUBLIC_URL ?? 'http://localhost').hostname}>`,
    },
    authRateLimit: { perIp: values.AUTH_RATE_LIMIT_PER_IP, perEmail: values.AUTH_RATE_LIMIT_PER_EMAIL },
    loginFailuresPerEmailPerHour: values.LOGIN_FAILURES_PER_EMAIL_PER_HOUR,
    passwordHashing: passwordHashingLimits(values.PASSWORD_HASHING_THREADS),
    supportRateLimit: { perIpPerHour: values.SUPPORT_RATE_LIMIT_PER_IP },
    requestsOpenLimit: values.REQUESTS_OPEN_LIMIT,
    commentRateLimit: { perUserPerMinute: values.COMMENT_RATE_LIMIT_PER_USER },
    playbackReportRateLimit: { perIpPerMinute: values.PLAYBACK_REPORT_RATE_LIMIT_PER_IP },
    images: {
      fetch: values.IMAGE_FETCH,
      concurrency: values.IMAGE_FETCH_CONCURRENCY,
      timeoutMs: values.IMAGE_FETCH_TIMEOUT_SECONDS * 1000,
      maxBytes: Math.round(values.IMAGE_MAX_MB * 1024 * 1024),
      renderArtwork: values.ARTWORK_RENDER,
    },
    site: {
      ownerName: values.SITE_OWNER_NAME,
      messagingUrl: values.SITE_MESSAGING_URL ?? null,
      photoUrl: values.SITE_PHOTO_URL ?? null,
      analytics:
        values.ANALYTICS_SCRIPT_URL && values.ANALYTICS_SITE_ID
          ? { scriptUrl: values.ANALYTICS_SCRIPT_URL, siteId: values.ANALYTICS_SITE_ID }
          : null,
    },
    tmdb: {
      apiKey: values.TMDB_API_KEY ?? null,
      apiBaseUrl: values.TMDB_API_BASE_URL.replace(/\/+$/, ''),
      imageBaseUrl: values.TMDB_IMAGE_BASE_URL.replace(/\/+$/, ''),
      requestsPerSecond: values.TMDB_REQUESTS_PER_SECOND,
    },
    payments: {
      sandbox: values.PAYMENT_SANDBOX ?? !values.ZARINPAL_MERCHANT_ID,
      zarinpal: values.ZARINPAL_MERCHANT_ID
        ? {
            merchantId: values.ZARINPAL_MERCHANT_ID,
            baseUrl: (
              values.ZARINPAL_BASE_URL ??
              (values.ZARINPAL_SANDBOX ? 'https://sandbox.zarinpal.com' : 'https://payment.zarinpal.com')
            ).replace(/\/+$/, ''),
            timeoutMs: values.ZARINPAL_TIMEOUT_SECONDS * 1000,
          }
        : null,
      checkoutPerUserPerHour: values.CHECKOUT_RATE_LIMIT_PER_USER,
      redeemPerUserPerHour: values.REDEEM_RATE_LIMIT_PER_USER,
    },
    sms: {
      kavenegar:
        values.SMS_PROVIDER === 'kavenegar' && values.KAVENEGAR_API_KEY && values.KAVENEGAR_TEMPLATE
          ? {
              apiKey: values.KAVENEGAR_API_KEY,
              template: values.KAVENEGAR_TEMPLATE,
              baseUrl: values.KAVENEGAR_BASE_URL.replace(/\/+$/, ''),
              timeoutMs: values.SMS_TIMEOUT_SECONDS * 1000,
            }
          : null,
      resendSeconds: values.PHONE_CODE_RESEND_SECONDS,
      codesPerNumberPerHour: values.PHONE_CODES_PER_NUMBER_PER_HOUR,
    },
    corsOrigins: values.CORS_ORIGINS?.map((origin) => new URL(origin).origin) ?? null,
    metricsToken: values.METRICS_TOKEN ?? null,
    http: { requestTimeoutMs: values.REQUEST_TIMEOUT_SECONDS * 1000 },
    database: {
      statementTimeoutMs: Math.round(values.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000),
      poolSize: values.DATABASE_POOL_SIZE,
    },
    notificationStream: {
      heartbeatMs: Math.round(values.NOTIFICATION_STREAM_HEARTBEAT_SECONDS * 1000),
      limits: {
        perUser: values.NOTIFICATION_STREAMS_PER_USER,
        perProcess: values.NOTIFICATION_STREAMS_PER_PROCESS,
      },
    },
    // Three beats: a play survives two missed ones (a slow network, a tab in the background).
    streamSlots: {
      heartbeatMs: Math.round(values.STREAM_HEARTBEAT_SECONDS * 1000),
      lifetimeMs: Math.round(values.STREAM_HEARTBEAT_SECONDS * 3000),
    },
    media: {
      dir: path.resolve(values.MEDIA_DIR ?? path.join(values.DATA_DIR, 'media')),
      s3:
        values.MEDIA_STORAGE === 's3' && values.MEDIA_S3_BUCKET
          ? {
              endpoint: values.MEDIA_S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
              bucket: values.MEDIA_S3_BUCKET,
              region: values.MEDIA_S3_REGION,
              credentials:
                values.MEDIA_S3_ACCESS_KEY_ID && values.MEDIA_S3_SECRET_ACCESS_KEY
                  ? {
                      accessKeyId: values.MEDIA_S3_ACCESS_KEY_ID,
                      secretAccessKey: values.MEDIA_S3_SECRET_ACCESS_KEY,
                    }
                  : null,
              forcePathStyle: values.MEDIA_S3_FORCE_PATH_STYLE,
            }
          : null,
      workDir: path.resolve(values.MEDIA_WORK_DIR ?? path.join(values.DATA_DIR, 'media-work')),
      importDir: values.MEDIA_IMPORT_DIR ? path.resolve(values.MEDIA_IMPORT_DIR) : null,
      maxUploadBytes: values.MEDIA_MAX_UPLOAD_BYTES,
      workerConcurrency: values.MEDIA_WORKER_CONCURRENCY,
      maxAttempts: values.MEDIA_JOB_MAX_ATTEMPTS,
      ffmpegPreset: values.MEDIA_FFMPEG_PRESET,
      url: {
        ports: values.MEDIA_URL_ALLOWED_PORTS,
        privateRanges: values.MEDIA_URL_ALLOWED_PRIVATE_RANGES,
      },
      access: {
        signatureSeconds: values.MEDIA_SIGNATURE_SECONDS,
        cacheSeconds: values.MEDIA_ACCESS_CACHE_SECONDS,
        signingKey: values.MEDIA_SIGNING_KEY ?? null,
      },
      ffmpegPath: values.FFMPEG_PATH,
      ffprobePath: values.FFPROBE_PATH,
    },
  };
}
