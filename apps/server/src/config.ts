import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const flag = z
  .string()
  .optional()
  .transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  BASE_DOMAIN: z.string().optional(),
  DEV_DOMAIN: z.string().default('demo'),
  PUBLIC_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET phải có ít nhất 32 ký tự').optional(),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).default(30),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).default(30),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Gia phả <no-reply@giapha.local>'),
  SEED_DEMO: flag,
  DEMO_ADMIN_PASSWORD: z.string().optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  TRUST_PROXY: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag,
  AI_BASE_URL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(120),
  REMINDERS_ENABLED: z
    .string()
    .optional()
    .transform((v) => v === undefined || v === '' || v === '1' || v === 'true'),
  REMINDERS_HOUR: z.coerce.number().int().min(0).max(23).default(7),
});

/** An OpenAI-compatible chat-completions endpoint that turns free text into a draft tree. */
export interface AiConfig {
  /** e.g. `https://host/v1`: requests go to `{baseUrl}/chat/completions`. */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** An S3-compatible bucket for uploaded images (AWS, MinIO, Cloudflare R2…). */
export interface S3Config {
  bucket: string;
  /** Unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (environment, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket` in the path rather than the host name (MinIO and most self-hosted stores want this). */
  forcePathStyle: boolean;
}

export interface AppConfig {
  /** Set only when AI_BASE_URL, AI_API_KEY and AI_MODEL all are. */
  ai: AiConfig | undefined;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Rate-limit counts in Redis, shared by every server process of the deployment (else PostgreSQL or memory). */
  redisUrl: string | undefined;
  baseDomain: string | undefined;
  devDomain: string;
  /**
   * The origin of every address the server writes — canonical and `og:` tags, sitemap, robots.txt,
   * links in mails (never the request's Host); `{domain}` is replaced by the clan's domain.
   */
  publicUrl: string;
  jwtSecret: string;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  demoAdminPassword: string | undefined;
  authRateLimit: number;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits). */
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string | undefined;
  /** Uploads a signed-in user may make per 10 minutes. */
  uploadRateLimit: number;
  /** Where uploaded images go: the bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /** Giỗ reminder mail (issue 24): whether this process runs the daily send, and from which hour (Vietnam time). */
  reminders: { enabled: boolean; hour: number };
}

/** The JWT secret: from the environment, else generated once and kept in DATA_DIR. */
function jwtSecretFor(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function s3ConfigFrom(e: z.infer<typeof envSchema>): S3Config | undefined {
  const bucket = e.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Cấu hình không hợp lệ:\n  S3_ACCESS_KEY_ID và S3_SECRET_ACCESS_KEY phải đặt cùng nhau');
  }
  return {
    bucket,
    endpoint: e.S3_ENDPOINT || undefined,
    region: e.S3_REGION || 'us-east-1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

function invalid(variable: string, message: string): Error {
  return new Error(`Cấu hình không hợp lệ:\n  ${variable}: ${message}`);
}

/** `giapha.vn` (lower case; a port is allowed for development): the parent of every clan's host. */
function baseDomainFrom(value: string | undefined): string | undefined {
  const domain = value?.trim().toLowerCase().replace(/\.$/, '');
  if (!domain) return undefined;
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/.test(domain)) {
    throw invalid('BASE_DOMAIN', 'phải là một tên miền, ví dụ giapha.vn');
  }
  return domain;
}

/**
 * The base of every address the server writes (see `lib/site-url.ts`): `PUBLIC_URL`, else
 * `https://{domain}.BASE_DOMAIN`, else `http://localhost:PORT`. An origin only (`http(s)://host[:port]`,
 * `{domain}` in the host), kept without a trailing slash.
 */
function publicUrlFrom(value: string | undefined, baseDomain: string | undefined, port: number): string {
  const configured = value?.trim().replace(/\/+$/, '');
  if (!configured) return baseDomain ? `https://{domain}.${baseDomain}` : `http://localhost:${port}`;
  const message =
    'phải là địa chỉ gốc http(s)://tên-máy[:cổng], không có đường dẫn; {domain} đặt trong tên máy';
  const sample = 'ho-mau';
  let url: URL;
  try {
    url = new URL(configured.replaceAll('{domain}', sample));
  } catch {
    throw invalid('PUBLIC_URL', message);
  }
  const placeholderInHost = !configured.includes('{domain}') || url.hostname.split('.').includes(sample);
  const originOnly = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!['http:', 'https:'].includes(url.protocol) || !originOnly || !placeholderInHost) {
    throw invalid('PUBLIC_URL', message);
  }
  return configured;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Cấu hình không hợp lệ:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const baseDomain = baseDomainFrom(e.BASE_DOMAIN);
  const publicUrl = publicUrlFrom(e.PUBLIC_URL, baseDomain, e.PORT);
  return {
    ai:
      e.AI_BASE_URL && e.AI_API_KEY && e.AI_MODEL
        ? {
            baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''),
            apiKey: e.AI_API_KEY,
            model: e.AI_MODEL,
            timeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
          }
        : undefined,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    baseDomain,
    devDomain: e.DEV_DOMAIN.toLowerCase(),
    publicUrl,
    jwtSecret: jwtSecretFor(dataDir, e.JWT_SECRET),
    accessTokenMinutes: e.ACCESS_TOKEN_MINUTES,
    refreshTokenDays: e.REFRESH_TOKEN_DAYS,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO,
    demoAdminPassword: e.DEMO_ADMIN_PASSWORD,
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    uploadRateLimit: e.UPLOAD_RATE_LIMIT,
    s3: s3ConfigFrom(e),
    reminders: { enabled: e.REMINDERS_ENABLED, hour: e.REMINDERS_HOUR },
  };
}
