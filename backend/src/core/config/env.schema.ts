import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import { parseTrustProxy } from './trust-proxy';
import { errorText } from '../errors';

const url = { require_tld: false, require_protocol: true };
const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));

/**
 * Every environment variable the backend reads. A missing or malformed value stops
 * start-up with a message naming the variable (see validateEnv).
 */
export class EnvVars {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /** Address the API listens on: 0.0.0.0 (all interfaces), 127.0.0.1, :: or a host name. */
  @Matches(/^([0-9.]+|[0-9a-f:]+|[a-z0-9.-]+)$/i, { message: 'HOST must be an IP address or a host name' })
  HOST = '0.0.0.0';

  /**
   * Which proxies may set X-Forwarded-For (the client IP used by rate limits and visitor records):
   * "false" (default: none, the socket address is the client) or a comma-separated list of addresses/CIDRs and the
   * names loopback, linklocal, uniquelocal (the proxies' own addresses; a hop count is refused).
   */
  @IsString()
  TRUST_PROXY = 'false';

  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL: string;

  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL: string;

  /** Key prefix for BullMQ and every other Redis key; lets test runs share one server. */
  @IsString()
  @Matches(/^[a-z0-9:_-]+$/i)
  REDIS_PREFIX = 'app';

  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET: string;

  /** Public address of the site, used for links in e-mails. */
  @IsUrl(url)
  APP_URL = 'http://localhost:5173';

  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'Investor Agent Course <no-reply@localhost>';

  /** Where mail lands as .eml files when SMTP_URL is not set (development only). */
  @IsString()
  MAIL_OUTBOX_DIR = '../.data/outbox';

  /** Built frontend to serve (production); empty means the API serves no pages. */
  @IsOptional()
  @IsString()
  STATIC_DIR?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Serve Prometheus metrics (API: /api/metrics; worker: /metrics on WORKER_HTTP_PORT), with METRICS_TOKEN. */
  @Transform(({ value }: { value: unknown }) => value === true || value === 'true' || value === '1')
  @IsBoolean()
  METRICS_ENABLED = false;

  /** Bearer token a scraper sends (Authorization: Bearer …); required when METRICS_ENABLED. */
  @IsOptional()
  @IsString()
  @MinLength(24, { message: 'METRICS_TOKEN must be at least 24 characters' })
  METRICS_TOKEN?: string;

  /** Port of the worker's own HTTP server (GET /health, GET /metrics); unset: the worker listens on none. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  WORKER_HTTP_PORT?: number;

  /** The worker's health fails when jobs wait and none has finished for this long (a stuck worker). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  WORKER_STALL_SECONDS = 300;

  /**
   * OpenTelemetry traces: set, the API and the worker export spans (OTLP/HTTP, JSON) to this collector URL + /v1/traces;
   * unset, tracing is off and its SDK is never loaded (core/tracing; read from the process environment or .env).
   */
  @IsOptional()
  @IsUrl({ ...url, require_host: true }, { message: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL' })
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;

  /** The service name on this process's spans; default investor-agent-api or investor-agent-worker. */
  @IsOptional()
  @IsString()
  OTEL_SERVICE_NAME?: string;

  /**
   * Months raw visitor actions, and visitors who never signed up or bought, are kept; older ones are purged nightly.
   * The dashboard's daily rollups keep their figures.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(120)
  RETENTION_MONTHS = 13;

  /** Comma-separated origins allowed by CORS; empty means same-origin only. */
  @IsOptional()
  @IsString()
  CORS_ORIGINS?: string;

  @IsString()
  @Matches(/^[a-zA-Z0-9_.-]{3,64}$/, {
    message: 'ADMIN_USERNAME must be 3-64 letters, digits, dot, dash or underscore',
  })
  ADMIN_USERNAME = 'admin';

  @IsEmail()
  ADMIN_EMAIL = 'admin@example.com';

  @IsOptional()
  @IsString()
  @MinLength(10, { message: 'ADMIN_PASSWORD must be at least 10 characters' })
  ADMIN_PASSWORD?: string;

  // Public-site links (landing page CTAs)
  @IsUrl(url) COURSE_CHECKOUT_URL = 'https://example.thinkific.com/order?ct=investor-agent';
  @IsUrl(url) WEBINAR_URL = 'https://example.com/webinar-registration';
  @IsUrl(url) SCHEDULING_URL = 'https://calendly.com/example/15min';
  @IsUrl(url) VIDEO_EMBED_URL = 'https://player.vimeo.com/video/76979871';
  @IsEmail() SUPPORT_EMAIL = 'support@example.com';
  /** Webinar and lead sign-ups allowed per client IP an hour (a spam relay guard; see docs/decisions.md). */
  @Transform(toInt) @IsInt() @Min(1) SIGNUPS_PER_IP_PER_HOUR = 10;
  /** Visit registrations (POST /api/visitors) allowed per client IP an hour: bots can't fill the visitors table. */
  @Transform(toInt) @IsInt() @Min(1) VISITORS_PER_IP_PER_HOUR = 120;
  /**
   * The request header a proxy or CDN sets to the visitor's country (ISO 3166 alpha-2), read when the tracking consent
   * setting asks only EU/UK visitors (CF-IPCountry at Cloudflare, CloudFront-Viewer-Country at CloudFront).
   */
  @Matches(/^[A-Za-z0-9-]+$/, { message: 'CONSENT_COUNTRY_HEADER must be a header name' })
  CONSENT_COUNTRY_HEADER = 'cf-ipcountry';
  /** Sender's postal address printed in campaign e-mails (CAN-SPAM). */
  @IsString() COMPANY_POSTAL_ADDRESS = '123 Main Street, Suite 100, Austin, TX 78701';

  // Thinkific
  @IsUrl(url) THINKIFIC_BASE_URL = 'https://api.thinkific.com/api/public/v1';
  /** SES bounces/complaints via Amazon SNS: the topic's ARN (empty = POST /api/webhooks/ses answers 404). */
  @IsOptional() @IsString() SES_SNS_TOPIC_ARN?: string;
  /** Tests only: the origin SNS certificates and SubscribeURLs may come from (empty = https://sns.<region>.amazonaws.com). */
  @IsOptional() @IsUrl(url) SES_SNS_CERT_ORIGIN?: string;
  /**
   * Postmark bounce and spam-complaint webhook: the Basic auth user and password put in the webhook URL
   * (https://user:password@host/api/webhooks/postmark). Both empty = POST /api/webhooks/postmark answers 404.
   */
  @IsOptional()
  @Matches(/^[A-Za-z0-9._~-]+$/, { message: 'POSTMARK_WEBHOOK_USER must be letters, digits or . _ ~ -' })
  POSTMARK_WEBHOOK_USER?: string;
  @IsOptional()
  @Matches(/^[A-Za-z0-9._~-]{16,}$/, {
    message: 'POSTMARK_WEBHOOK_PASSWORD must be at least 16 characters, letters, digits or . _ ~ -',
  })
  POSTMARK_WEBHOOK_PASSWORD?: string;
  @IsOptional() @IsString() THINKIFIC_API_KEY?: string;
  @IsOptional() @IsString() THINKIFIC_SUBDOMAIN?: string;
  /** Override only for app installs that sign webhooks with their client secret; by default the API key signs. */
  @IsOptional() @IsString() THINKIFIC_WEBHOOK_SECRET?: string;
  /** Admin API pacing; Thinkific allows 120 requests a minute per site. */
  @Transform(toInt) @IsInt() @Min(1) THINKIFIC_API_RATE_PER_MIN = 120;
  @IsUrl(url) THINKIFIC_PORTAL_URL = 'https://example.thinkific.com';

  // Constant Contact
  @IsUrl(url) CONSTANT_CONTACT_API_URL = 'https://api.cc.email/v3';
  @IsUrl(url) CONSTANT_CONTACT_AUTH_URL = 'https://authz.constantcontact.com/oauth2/default/v1';
  @IsOptional() @IsString() CONSTANT_CONTACT_CLIENT_ID?: string;
  @IsOptional() @IsString() CONSTANT_CONTACT_CLIENT_SECRET?: string;
  @IsOptional() @IsString() CONSTANT_CONTACT_LIST_ID?: string;
  /** 32 bytes, base64 or hex: encrypts provider tokens at rest. */
  @IsOptional() @IsString() TOKEN_ENCRYPTION_KEY?: string;

  // Property data
  @IsUrl(url) GOOGLE_PLACES_BASE_URL = 'https://places.googleapis.com/v1';
  @IsOptional() @IsString() GOOGLE_PLACES_API_KEY?: string;
  @IsUrl(url) RENTCAST_BASE_URL = 'https://api.rentcast.io/v1';
  @IsOptional() @IsString() RENTCAST_API_KEY?: string;

  // Media
  @IsString() MEDIA_DIR = '../.data/media';
  @Transform(toInt) @IsInt() @Min(1) MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
  /** Where videos live: `local` (MEDIA_DIR, one API replica) or `s3` (an S3-compatible bucket, any number of replicas). */
  @IsIn(['local', 's3']) MEDIA_STORAGE: 'local' | 's3' = 'local';
  @IsOptional() @IsString() MEDIA_S3_BUCKET?: string;
  /** Empty = AWS itself; set for MinIO, R2, Spaces and the like. */
  @IsOptional() @IsUrl(url) MEDIA_S3_ENDPOINT?: string;
  @IsString() MEDIA_S3_REGION = 'us-east-1';
  @IsOptional() @IsString() MEDIA_S3_ACCESS_KEY_ID?: string;
  @IsOptional() @IsString() MEDIA_S3_SECRET_ACCESS_KEY?: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name; most S3-compatible servers need it. */
  @Transform(({ value }: { value: unknown }) => value === true || value === 'true' || value === '1')
  @IsBoolean()
  MEDIA_S3_FORCE_PATH_STYLE = false;
}

/** Passwords published in this repository (.env.example, seeds, tests) or on every list of defaults. */
const KNOWN_DEFAULT_PASSWORDS = [
  'admin123',
  'password',
  'changeme',
  'change-me-now',
  'admin',
  'Admin123!',
  'admin-dev-password',
  'admin-test-password',
  'student-dev-password',
  'password123',
  '12345678',
];

/** Addresses that only ever stand for "fill this in": a production site must not send anyone there. */
const PLACEHOLDER = /(^|[@./])example\.(com|org|net)\b|calendly\.com\/example\b|example\.thinkific\.com|\blocalhost\b/i;
/** The outbound links and addresses people are sent to or mailed from. */
const OUTBOUND_SETTINGS = [
  'APP_URL',
  'COURSE_CHECKOUT_URL',
  'WEBINAR_URL',
  'SCHEDULING_URL',
  'SUPPORT_EMAIL',
  'THINKIFIC_PORTAL_URL',
  'ADMIN_EMAIL',
  'MAIL_FROM',
] as const;
const PLACEHOLDER_POSTAL_ADDRESS = '123 Main Street, Suite 100, Austin, TX 78701';

function placeholderProblems(env: EnvVars): string[] {
  const problems = OUTBOUND_SETTINGS.filter((key) => PLACEHOLDER.test(String(env[key] ?? ''))).map(
    (key) => `${key}: still a placeholder (${env[key]}); set the real address for production`,
  );
  if (env.COMPANY_POSTAL_ADDRESS === PLACEHOLDER_POSTAL_ADDRESS)
    problems.push('COMPANY_POSTAL_ADDRESS: still the placeholder address; campaign e-mails must carry the real one');
  return problems;
}

export function validateEnv(raw: Record<string, unknown>): EnvVars {
  // An empty value (KEY= in .env) means "not set".
  const present = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== ''));
  const env = plainToInstance(EnvVars, present, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false, forbidUnknownValues: false });
  const messages = errors.flatMap((e) => Object.values(e.constraints ?? {}).map((m) => `${e.property}: ${m}`));
  try {
    parseTrustProxy(env.TRUST_PROXY);
  } catch (err) {
    messages.push(`TRUST_PROXY: ${errorText(err)}`);
  }
  if (env.METRICS_ENABLED && !env.METRICS_TOKEN) messages.push('METRICS_TOKEN: required when METRICS_ENABLED is on');
  if (!env.POSTMARK_WEBHOOK_USER !== !env.POSTMARK_WEBHOOK_PASSWORD)
    messages.push('POSTMARK_WEBHOOK_USER and POSTMARK_WEBHOOK_PASSWORD: set both or neither');
  if (env.MEDIA_STORAGE === 's3') {
    for (const key of ['MEDIA_S3_BUCKET', 'MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY'] as const)
      if (!env[key]) messages.push(`${key}: required when MEDIA_STORAGE is s3`);
  }
  if (env.NODE_ENV === 'production') {
    if (!env.SMTP_URL) messages.push('SMTP_URL: required in production');
    if (env.ADMIN_PASSWORD && KNOWN_DEFAULT_PASSWORDS.includes(env.ADMIN_PASSWORD)) {
      messages.push('ADMIN_PASSWORD: a known default password is not allowed in production');
    }
    if (/change|dev|example|secret/i.test(env.JWT_SECRET ?? ''))
      messages.push('JWT_SECRET: looks like a development value');
    messages.push(...placeholderProblems(env));
  }
  if (messages.length) {
    throw new Error(`Invalid environment configuration:\n  - ${messages.join('\n  - ')}`);
  }
  return env;
}
