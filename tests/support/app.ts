import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/server/app';
import type { Database, DatabaseHandle } from '../../src/server/db/client';
import { createSafeFetcher } from '../../src/server/http/safe-fetch';
import type { PricingOptions } from '../../src/server/modules/pricing/pricing.engine';
import type { WebRenderer } from '../../src/server/plugins/page-render/page-renderer';
import type { SharedLimitsOptions } from '../../src/server/plugins/rate-limits/register-rate-limits';
import { ensureOperator } from '../../src/server/modules/operators';
import type { OperatorRole } from '../../src/shared/schemas/operators';
import { createTestDatabase } from './database';

export const TEST_USER = 'tester';
export const TEST_PASSWORD = 'correct horse battery staple';
export const TEST_PUBLIC_URL = 'http://localhost:5000';
let passwordHash: Promise<string> | undefined;

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  /** A session cookie header for the test user (logs in once, lazily). */
  login(): Promise<{ cookie: string }>;
  /**
   * An operator cookie header for a test operator of this role (`<role>@operators.example.com`,
   * created and signed in once, lazily).
   */
  loginOperator(role?: OperatorRole): Promise<{ cookie: string; email: string }>;
  close(): Promise<void>;
}

export const TEST_OPERATOR_PASSWORD = 'operator password long enough';
export const testOperatorEmail = (role: OperatorRole) => `${role}@operators.example.com`;

/** The whole server on a database of its own, gate on unless asked otherwise. */
export async function createTestApp(
  options: {
    gate?: boolean;
    pricing?: PricingOptions;
    redis?: SharedLimitsOptions;
    database?: DatabaseHandle;
    /** Secure cookies and HSTS, as behind HTTPS in production. */
    production?: boolean;
    /** A folder with a built web app (index.html), to serve pages too. */
    webRoot?: string;
    /** The web app's server renderer (src/web/entry-server), to serve rendered pages. */
    webRenderer?: WebRenderer;
    /** PUBLIC_URL; http://localhost:5000 by default. */
    publicUrl?: string;
    /**
     * host:port pairs on loopback the app may fetch feeds and vendor answers from (FEED_ALLOWED_HOSTS);
     * a Set may be filled after the app is built (servers started later).
     */
    allowedHosts?: string[] | Set<string>;
    /** FEED_MAX_BYTES. */
    feedMaxBytes?: number;
    /** Login limits other than the defaults. */
    loginLimits?: AppDeps['loginLimits'];
    /** Operator console settings (ADMIN_REQUIRE_2FA, login limits). */
    operators?: AppDeps['operators'];
    /** SEARCH_INDEX_MAX_LAG_MS; 0 (the catalog's state read for every search) unless given. */
    searchIndexMaxLagMs?: number;
  } = {},
): Promise<TestApp> {
  // A database given by the caller (several instances sharing one) stays the caller's to close.
  const database = options.database ?? (await createTestDatabase());
  passwordHash ??= hash(TEST_PASSWORD);
  const fetcher = createSafeFetcher({ allowedHosts: options.allowedHosts });
  const app = await buildApp({
    db: database.db,
    read: database.read,
    readRouting: database.readRouting,
    databaseKind: database.kind,
    gate: { enabled: options.gate ?? true, username: TEST_USER, passwordHash: await passwordHash },
    sessionSecret: 'test-session-secret-that-is-long-enough-1234567890',
    publicUrl: options.publicUrl ?? TEST_PUBLIC_URL,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    redis: options.redis,
    pricing: options.pricing,
    production: options.production,
    webRoot: options.webRoot,
    webRenderer: options.webRenderer,
    fetcher,
    feedMaxBytes: options.feedMaxBytes,
    loginLimits: options.loginLimits,
    operators: options.operators,
    searchIndexMaxLagMs: options.searchIndexMaxLagMs,
  });
  let session: Promise<{ cookie: string }> | undefined;
  const operatorSessions = new Map<OperatorRole, Promise<{ cookie: string; email: string }>>();
  const loginOperator = async (role: OperatorRole) => {
    const email = testOperatorEmail(role);
    await ensureOperator(database.db, { email, password: TEST_OPERATOR_PASSWORD, role, forceRole: true }, { id: null, email: 'tests' });
    return { ...(await operatorLoginAs(app, email, TEST_OPERATOR_PASSWORD)), email };
  };
  return {
    app,
    db: database.db,
    database,
    login: () => (session ??= loginAs(app, TEST_USER, TEST_PASSWORD)),
    loginOperator: (role = 'admin') => {
      if (!operatorSessions.has(role)) operatorSessions.set(role, loginOperator(role));
      return operatorSessions.get(role)!;
    },
    close: async () => {
      await app.close();
      await fetcher.close();
      if (!options.database) await database.close();
    },
  };
}

export async function loginAs(app: FastifyInstance, username: string, password: string): Promise<{ cookie: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'pitlane_session');
  if (!cookie) throw new Error('login set no session cookie');
  return { cookie: `${cookie.name}=${cookie.value}` };
}

/** Signs an operator in; returns the operator cookie header. */
export async function operatorLoginAs(app: FastifyInstance, email: string, password: string, totp?: string): Promise<{ cookie: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password, ...(totp ? { totp } : {}) } });
  if (response.statusCode !== 200) throw new Error(`operator login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'pitlane_operator');
  if (!cookie) throw new Error('operator login set no cookie');
  return { cookie: `${cookie.name}=${cookie.value}` };
}
