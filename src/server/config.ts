import path from 'node:path';
import { z } from 'zod';
import { parseOidcProviders, type OidcProviderConfig } from './auth/oidc/provider-config.ts';

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  TCM_ANALYSIS_WEBHOOK_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Secret for signed image URLs; generated per process when unset (links then die with the process). */
  SIGNING_SECRET: z.string().min(16).optional(),
  /** 1: create the demo logins on any database; 0: never; unset: only on a new embedded database. */
  DEMO_ACCOUNTS: z.enum(['0', '1']).optional(),
  /** Bearer token that opens GET /metrics (Prometheus); unset: no metrics route. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** A running analysis job is an instance's own this long without renewal (then another instance takes it over). */
  ANALYSIS_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  /** How often an instance looks for analysis jobs whose lease ran out. */
  ANALYSIS_RECOVERY_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  /** PostgreSQL connections per instance. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** smtp://user:pass@host:587 or smtps://...; unset: mail goes to DATA_DIR/outbox and its links to the log. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** The sender of our mail: 'MTC Health <no-reply@example.com>'. */
  MAIL_FROM: z.string().min(3).max(200).optional(),
  /** Names of the OpenID Connect providers to offer (google, apple, or any name): each is OIDC_<NAME>_*. */
  OIDC_PROVIDERS: z.string().max(500).optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webhookUrl: string | undefined;
  publicUrl: string;
  production: boolean;
  logLevel: string;
  signingSecret: string | undefined;
  /** Whether to create the public demo logins: 'auto' = only on a new embedded database. */
  demoAccounts: 'auto' | 'on' | 'off';
  /** Whether public demo logins may work here at all: DEMO_ACCOUNTS=1, or the embedded database unless DEMO_ACCOUNTS=0. */
  demoAccountsAllowed: boolean;
  metricsToken: string | undefined;
  analysisLeaseMs: number;
  analysisRecoveryMs: number;
  databasePoolSize: number;
  /** Where photo bytes live: files under DATA_DIR (embedded) or in PostgreSQL, which every instance reads (decision 0035). */
  imageStorage: 'files' | 'postgres';
  /** SMTP server for our mail; undefined: the outbox folder (DATA_DIR/outbox) and the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The OpenID Connect providers offered on the sign-in pages, in the order OIDC_PROVIDERS names them. */
  oidcProviders: OidcProviderConfig[];
}

/** The one place that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    webhookUrl: e.TCM_ANALYSIS_WEBHOOK_URL,
    publicUrl,
    production: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    signingSecret: e.SIGNING_SECRET,
    demoAccounts: e.DEMO_ACCOUNTS === '1' ? 'on' : e.DEMO_ACCOUNTS === '0' ? 'off' : 'auto',
    demoAccountsAllowed: e.DEMO_ACCOUNTS === '1' || (e.DEMO_ACCOUNTS !== '0' && !e.DATABASE_URL),
    metricsToken: e.METRICS_TOKEN,
    analysisLeaseMs: e.ANALYSIS_LEASE_SECONDS * 1000,
    analysisRecoveryMs: e.ANALYSIS_RECOVERY_SECONDS * 1000,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    // Several instances share one PostgreSQL: photos go where every instance reads them (decision 0035).
    imageStorage: e.DATABASE_URL ? 'postgres' : 'files',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `MTC Health <no-reply@${new URL(publicUrl).hostname}>`,
    oidcProviders: parseOidcProviders(e.OIDC_PROVIDERS, env, publicUrl),
  };
}
