import { z } from 'zod';
import { normalizeEmail, REAUTH_WINDOW_DEFAULT_S, TRADE_HOLD_DAYS_DEFAULT, WEBHOOK_LIMITS } from '@arcana/shared';
import { PROVIDER_ENV, type ProviderEnvName } from './provider-env.js';

const intSetting = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Each sign-in provider's setting, defaulting to its production value ('' for credentials). */
const providerSettings = Object.fromEntries(
  Object.entries(PROVIDER_ENV).map(([name, fallback]) => [name, z.string().trim().default(fallback)]),
) as Record<ProviderEnvName, z.ZodDefault<z.ZodString>>;

const ZEnv = z.object({
  ...providerSettings,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Turns GET /api/metrics on, behind `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ENCRYPTION_KEY: z.string().min(32, 'ENCRYPTION_KEY must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Arcana <no-reply@arcana.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  TRUST_PROXY: z.string().default('false'),
  REAUTH_WINDOW_S: intSetting(REAUTH_WINDOW_DEFAULT_S),
  // 0 turns the hold off (a private test server); never more than three months.
  TRADE_HOLD_DAYS: z.coerce.number().int().min(0).max(90).default(TRADE_HOLD_DAYS_DEFAULT),
  // Off unless the operator decides selling cards for money is lawful where they run (docs/configuration.md).
  MARKET_ENABLED: z.enum(['true', 'false']).default('false'),
  SOLANA_RPC_URL: z.string().url().default('https://api.mainnet-beta.solana.com'),
  SOLANA_RPC_TIMEOUT_MS: intSetting(5000),
  /** How long a transfer's confirm call waits for the network before answering 202 (the client asks again). */
  SOLANA_CONFIRM_WAIT_MS: intSetting(30_000),
  RATE_LIMIT_LOGIN_MAX: intSetting(10),
  RATE_LIMIT_LOGIN_WINDOW_S: intSetting(15 * 60),
  RATE_LIMIT_SIGNUP_MAX: intSetting(5),
  RATE_LIMIT_SIGNUP_WINDOW_S: intSetting(60 * 60),
  RATE_LIMIT_FORGOT_MAX: intSetting(5),
  RATE_LIMIT_FORGOT_WINDOW_S: intSetting(60 * 60),
  RATE_LIMIT_RESEND_MAX: intSetting(10),
  RATE_LIMIT_RESEND_WINDOW_S: intSetting(60 * 60),
  RATE_LIMIT_2FA_MAX: intSetting(10),
  RATE_LIMIT_2FA_WINDOW_S: intSetting(15 * 60),
  RATE_LIMIT_UPLOAD_MAX: intSetting(20),
  RATE_LIMIT_COLLECT_MAX: intSetting(30),
  RATE_LIMIT_COLLECT_WINDOW_S: intSetting(60),
  RATE_LIMIT_API_KEY_MAX: intSetting(6000),
  RATE_LIMIT_API_KEY_WINDOW_S: intSetting(60),
  RATE_LIMIT_UPLOAD_WINDOW_S: intSetting(60 * 60),
  SWEEP_INTERVAL_S: intSetting(300),
  /** The house project's draws: a welcome draw and free draws a day, or without limit (demos, benchmarks). */
  HOUSE_DRAWS: z.enum(['daily', 'unlimited']).default('daily'),
  HOUSE_WELCOME_DRAWS: z.coerce.number().int().min(0).max(100).default(1),
  HOUSE_DAILY_DRAWS: z.coerce.number().int().min(0).max(100).default(1),
  ADMIN_EMAILS: z.string().default(''),
  /** Webhook endpoints on private, loopback and link-local networks, over http too and on any port: local development, the demo and the tests only. */
  WEBHOOKS_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
});

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** With it, realtime rooms span instances through Redis instead of PostgreSQL. */
  redisUrl: string | undefined;
  /** GET /api/metrics answers only with this bearer token; off without one. */
  metricsToken: string | undefined;
  publicUrl: string;
  /** Undefined until secrets.ts fills them from the environment or DATA_DIR. */
  jwtSecret: string | undefined;
  encryptionKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  webDistDir: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs (never "any": clients write X-Forwarded-For). */
  trustProxy: false | number | string[];
  /** Sudo mode: how long a proof of presence opens sensitive actions. */
  reauthWindowSeconds: number;
  /** The trade hold (docs/product-rules.md "Trading"): days a new or changed account waits to give or sell a card. */
  tradeHoldDays: number;
  /** Cards can be listed and bought for USDT (docs/product-rules.md "Marketplace"). */
  marketEnabled: boolean;
  rateLimits: {
    login: RateLimitRule;
    signup: RateLimitRule;
    forgotPassword: RateLimitRule;
    resendVerification: RateLimitRule;
    twoFactor: RateLimitRule;
    pictureUpload: RateLimitRule;
    collect: RateLimitRule;
    /** Requests of one project key: a game's server, not a person. */
    apiKey: RateLimitRule;
  };
  solana: { rpcUrl: string; timeoutMs: number; confirmWaitMs: number };
  /** How often expired rows are deleted (platform/sweeper). */
  sweepIntervalSeconds: number;
  /** The house project's draws (docs/product-rules.md "Draws are earned"): null without limit. */
  houseDraws: { welcome: number; daily: number } | null;
  /** Sign-in providers' credentials and addresses (provider-env.ts); a provider without credentials is off. */
  providers: Record<ProviderEnvName, string>;
  /** Accounts made admin once they hold one of these addresses, verified (the first admin of a new install). */
  adminEmails: string[];
  /**
   * Where webhooks may go, how long an endpoint is waited for, when a failed delivery is tried again, and
   * how many deliveries an instance has in flight at once, in all and to one endpoint.
   */
  webhooks: { allowPrivate: boolean; timeoutMs: number; retrySeconds: readonly number[]; inFlight: number; inFlightPerEndpoint: number };
}

export type ResolvedConfig = Config & { jwtSecret: string; encryptionKey: string };

/** The only place that reads process.env. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    metricsToken: e.METRICS_TOKEN || undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET,
    encryptionKey: e.ENCRYPTION_KEY,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    reauthWindowSeconds: e.REAUTH_WINDOW_S,
    tradeHoldDays: e.TRADE_HOLD_DAYS,
    marketEnabled: e.MARKET_ENABLED === 'true',
    solana: { rpcUrl: e.SOLANA_RPC_URL, timeoutMs: e.SOLANA_RPC_TIMEOUT_MS, confirmWaitMs: e.SOLANA_CONFIRM_WAIT_MS },
    sweepIntervalSeconds: e.SWEEP_INTERVAL_S,
    houseDraws: e.HOUSE_DRAWS === 'unlimited' ? null : { welcome: e.HOUSE_WELCOME_DRAWS, daily: e.HOUSE_DAILY_DRAWS },
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((address) => normalizeEmail(address))
      .filter(Boolean),
    webhooks: {
      allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE === 'true',
      timeoutMs: WEBHOOK_LIMITS.timeoutSeconds * 1000,
      retrySeconds: WEBHOOK_LIMITS.retrySeconds,
      // Deliveries wait on the network, not the CPU: many at once. One endpoint gets a quarter of them, so
      // one that hangs leaves the others three quarters (docs/decisions/038).
      inFlight: 200,
      inFlightPerEndpoint: 50,
    },
    providers: Object.fromEntries(Object.keys(PROVIDER_ENV).map((name) => [name, e[name as ProviderEnvName]])) as Config['providers'],
    rateLimits: {
      login: { max: e.RATE_LIMIT_LOGIN_MAX, windowSeconds: e.RATE_LIMIT_LOGIN_WINDOW_S },
      signup: { max: e.RATE_LIMIT_SIGNUP_MAX, windowSeconds: e.RATE_LIMIT_SIGNUP_WINDOW_S },
      forgotPassword: { max: e.RATE_LIMIT_FORGOT_MAX, windowSeconds: e.RATE_LIMIT_FORGOT_WINDOW_S },
      resendVerification: { max: e.RATE_LIMIT_RESEND_MAX, windowSeconds: e.RATE_LIMIT_RESEND_WINDOW_S },
      twoFactor: { max: e.RATE_LIMIT_2FA_MAX, windowSeconds: e.RATE_LIMIT_2FA_WINDOW_S },
      pictureUpload: { max: e.RATE_LIMIT_UPLOAD_MAX, windowSeconds: e.RATE_LIMIT_UPLOAD_WINDOW_S },
      collect: { max: e.RATE_LIMIT_COLLECT_MAX, windowSeconds: e.RATE_LIMIT_COLLECT_WINDOW_S },
      apiKey: { max: e.RATE_LIMIT_API_KEY_MAX, windowSeconds: e.RATE_LIMIT_API_KEY_WINDOW_S },
    },
  };
}

/**
 * TRUST_PROXY: `false` (default), the number of proxies in front (hops counted from the right of
 * X-Forwarded-For), or a comma-separated list of their addresses or CIDRs. `true` would take the
 * left-most entry, which any client can write, so it is refused.
 */
export function parseTrustProxy(value: string): false | number | string[] {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error(
      'Invalid configuration: TRUST_PROXY=true would trust an X-Forwarded-For written by the client; give the number of proxies in front (e.g. 1) or their addresses',
    );
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const address = /^[0-9a-f.:]+(\/\d{1,3})?$/;
  const bad = entries.find((entry) => !address.test(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry));
  if (bad !== undefined) throw new Error(`Invalid configuration: TRUST_PROXY entry "${bad}" is not an address, a CIDR or a hop count`);
  return entries;
}
