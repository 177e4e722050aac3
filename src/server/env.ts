import { z } from 'zod';
import { allowedHostProblem, parseAllowedHosts } from './http/address-policy';

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'must be "on" or "off"' })
  .transform((v) => v === 'on' || v === 'true' || v === '1');

const envSchema = z
  .object({
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).default(5000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
      .optional(),
    /**
     * Read replicas (hot standbys of DATABASE_URL), comma-separated: the read-only routes read from
     * them; writes and the reads that must see them stay on DATABASE_URL.
     */
    DATABASE_READ_URL: z
      .string()
      .transform((v) => v.split(',').map((u) => u.trim()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^postgres(ql)?:\/\//, 'must be a comma-separated list of postgres:// connection strings')))
      .optional(),
    /** A replica further behind the primary than this (seconds) is skipped until it catches up. */
    DATABASE_READ_MAX_LAG_S: z.coerce.number({ error: 'must be a number of seconds' }).min(0).max(3600).default(5),
    /** Server processes (node:cluster workers) in production on PostgreSQL; default one per CPU core. */
    WEB_CONCURRENCY: z.coerce.number({ error: 'must be a whole number of workers' }).int('must be a whole number of workers').min(1).max(256).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    WEB_DIST: z.string().min(1).default('dist/web'),
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// url').optional(),
    REDIS_KEY_PREFIX: z.string().min(1).max(100).default('pitlane:'),
    TRUST_PROXY: z
      .string()
      .regex(/^(off|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, 'must be "off" or a comma-separated list of addresses, CIDRs or loopback/linklocal/uniquelocal')
      .default('loopback')
      .transform((v) => (v === 'off' ? (false as const) : v)),
    /**
     * The site's public origin (scheme, host and port as visitors type it), for every absolute url
     * the server writes: sitemap, robots.txt, canonical links, structured data. Never taken from a
     * request's Host header, which any client can forge.
     */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) url such as https://pitlane.example' })
      .refine((v) => /^https?:\/\/[^/?#]+\/?$/i.test(v), 'must be an origin only (scheme, host and port, no path)')
      .transform((v) => new URL(v).origin)
      .optional(),
    SITE_GATE: onOff.default(true),
    SITE_USERNAME: z.string().trim().min(1).max(200).optional(),
    SITE_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SITE_PASSWORD_HASH: z.string().startsWith('$argon2', 'must be an argon2 hash ($argon2id$...)').optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** The first operator (an admin): created at start when missing, its password updated when it changed. */
    ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email({ error: 'must be an email address' })).optional(),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    /** Admins must sign in with a second factor (TOTP); one without it may only set it up. */
    ADMIN_REQUIRE_2FA: onOff.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LIVE_PRICING_DEADLINE_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(100).max(60_000).default(2500),
    /** Seed the demo catalog (sample vendors, parts and prices) into an empty database at start; off in production. */
    DEMO_CATALOG: onOff.default(true),
    VENDOR_SIM: onOff.default(true),
    VENDOR_SIM_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).default(5100),
    ASSISTANT_LLM_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) url of a chat completions endpoint' }).optional(),
    ASSISTANT_LLM_KEY: z.string().trim().min(1, 'must not be empty').optional(),
    /** Search from the in-process index (decision 005); off searches in SQL only. */
    SEARCH_INDEX: onOff.default(true),
    /**
     * How far behind the database (ms) a search answered from the index may be: the catalog's state is
     * read again once older than this, so a search makes no round trip in between. 0 reads it per search.
     */
    /**
     * Where the built search index is kept between starts, relative to DATA_DIR (or absolute), so a
     * restart takes it up in seconds instead of reading every part again; "off" keeps none.
     */
    SEARCH_INDEX_SNAPSHOT_DIR: z
      .string()
      .min(1)
      .default('search-index')
      .transform((v) => (v === 'off' ? null : v)),
    SEARCH_INDEX_MAX_LAG_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).max(60_000).default(1000),
    /**
     * host:port pairs the server may fetch feeds and vendor answers from although they resolve to
     * loopback or private addresses (a feed server inside your network). The demo's vendor simulator
     * is allowed without being listed.
     */
    FEED_ALLOWED_HOSTS: z
      .string()
      .transform(parseAllowedHosts)
      .superRefine((entries, ctx) => {
        for (const entry of entries) {
          const problem = allowedHostProblem(entry);
          if (problem) ctx.addIssue({ code: 'custom', message: `${problem} (expected a comma-separated list such as feeds.internal:8080,10.0.0.5:80)` });
        }
      })
      .default([]),
    /** Largest feed accepted, downloaded or uploaded, compressed or inflated. */
    FEED_MAX_BYTES: z.coerce.number({ error: 'must be a number of bytes' }).int().min(1024).max(2 ** 42).default(1024 ** 3),
    FRESHNESS_MAX_AGE_HOURS: z.coerce.number({ error: 'must be a number of hours' }).int().min(1).max(24 * 365).default(48),
    /** Where alert mails are sent: smtp://user:pass@host:587 or smtps://…; absent in development, mails go to DATA_DIR/outbox. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// url such as smtp://user:pass@host:587' }).optional(),
    /** The sender of alert mails: an address, or "Name <address>". */
    MAIL_FROM: z
      .string()
      .trim()
      .max(300)
      .refine((v) => /^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>$/.test(v), 'must be an address such as alerts@pitlane.example or "Pitlane <alerts@pitlane.example>"')
      .optional(),
  })
  .refine((env) => !env.DATABASE_READ_URL || env.DATABASE_URL, {
    message: 'read replicas need DATABASE_URL (the primary they replicate)',
    path: ['DATABASE_READ_URL'],
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'set ADMIN_EMAIL and ADMIN_PASSWORD together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => !(env.SITE_PASSWORD && env.SITE_PASSWORD_HASH), {
    message: 'set SITE_PASSWORD or SITE_PASSWORD_HASH, not both',
    path: ['SITE_PASSWORD_HASH'],
  });

export type Env = z.infer<typeof envSchema>;

/** PUBLIC_URL, else this machine on the configured port (right for development, wrong behind a proxy). */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

export class ConfigError extends Error {}

/** Reads and validates the configuration; a bad value stops the boot with a message naming it. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings mean "not set" (a blank line in an .env file must not turn into a bad value).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** `loadEnv` for a process that starts the server: a bad value is printed and the process exits 1. */
export function loadEnvOrExit(source: NodeJS.ProcessEnv = process.env): Env {
  try {
    return loadEnv(source);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
