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
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  baseDomain: string | undefined;
  devDomain: string;
  /** Where links in mails point; `{domain}` is replaced by the clan's domain. */
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Cấu hình không hợp lệ:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const baseDomain = e.BASE_DOMAIN?.toLowerCase();
  const publicUrl =
    e.PUBLIC_URL ?? (baseDomain ? `https://{domain}.${baseDomain}` : `http://localhost:${e.PORT}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
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
  };
}
