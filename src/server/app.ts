import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { alertsRoutes } from './modules/alerts';
import { assistantRoutes, type AssistantLlmConfig } from './modules/assistant';
import { basketRoutes } from './modules/basket';
import { catalogRoutes, vendorStatsRoutes } from './modules/catalog';
import { catalogAdminRoutes } from './modules/catalog-admin';
import { clickoutReportRoutes, clickoutRoutes } from './modules/clickout';
import { contentRoutes } from './modules/content';
import { DEFAULT_FEED_MAX_BYTES, feedConsoleRoutes, feedsRoutes, reviewDecisionsRoutes } from './modules/feeds';
import { createFitmentService, createVinDecoder, fitmentImportAdminRoutes, fitmentReportsAdminRoutes, fitmentRoutes } from './modules/fitment';
import {
  answerWithPlainLoginPage,
  createGateService,
  createLoginLimiter,
  gateRoutes,
  readSessionId,
  type GateConfig,
  type LoginLimiterOptions,
} from './modules/gate';
import { guideRoutes } from './modules/guides';
import { healthRoutes } from './modules/health';
import { imageRoutes } from './modules/images';
import { inboxRoutes } from './modules/inbox';
import { devOutboxRoutes } from './modules/mail';
import {
  createInvitesService,
  createOperatorsService,
  inviteRoutes,
  operatorAuthRoutes,
  operatorsRoutes,
  plainConsoleLoginPage,
  readOperatorSessionId,
  resolveOperatorSession,
} from './modules/operators';
import { partsRoutes } from './modules/parts';
import { pricingRoutes, type PricingOptions } from './modules/pricing';
import { promotionsRoutes } from './modules/promotions';
import { announceVocabularyChange, searchRoutes } from './modules/search';
import { vendorAdminRoutes } from './modules/vendor-admin';
import { createSafeFetcher, type SafeFetcher } from './http/safe-fetch';
import { handleFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerGate } from './plugins/gate';
import { registerOperatorAccess } from './plugins/operator-access';
import { registerNotFound } from './plugins/not-found';
import { registerOriginCheck } from './plugins/origin-check';
import { registerRefusedTargets, requestTargetRewriter } from './plugins/request-target';
import { registerUnreadBodyClose } from './plugins/unread-body';
import { registerCloseOnShutdown } from './plugins/close-on-shutdown';
import { registerRateLimits, type SharedLimitsOptions } from './plugins/rate-limits/register-rate-limits';
import { recordRoutes } from './plugins/route-registry';
import { registerSecurityHeaders } from './plugins/security';
import { isDemoCatalog } from './plugins/page-head/demo-catalog';
import { createPageHeadResolver } from './plugins/page-head/resolve-page-head';
import { registerNoindexWhileGated } from './plugins/robots';
import { type PageResponder, registerStaticWeb } from './plugins/static-web';
import { createPageRender, loadWebRenderer, type WebRenderer } from './plugins/page-render/page-renderer';

export interface AppDeps {
  db: Database;
  /** Search from the in-process index (decision 005); false searches in SQL only. Default true. */
  searchIndex?: boolean;
  databaseKind: 'pglite' | 'postgres';
  gate: GateConfig;
  sessionSecret: string;
  /** The site's public origin (PUBLIC_URL), for absolute urls; default http://localhost. */
  publicUrl?: string;
  /** Production: Secure cookies and HSTS. */
  production?: boolean;
  /** Folder of the built web app; omitted for an API-only app. */
  webRoot?: string;
  /** The web app's server renderer; by default the one built beside `webRoot` (`<webRoot>-ssr`), if any. */
  webRenderer?: WebRenderer;
  logLevel?: string;
  /**
   * Which peers' X-Forwarded-* headers to believe (proxy-addr syntax: "loopback", addresses, CIDRs),
   * or false. Believing every client would let anyone pick their own IP and so dodge rate limits.
   */
  trustProxy?: string | false;
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  /** Redis shared by every instance, for rate limits; absent, each process counts alone. */
  redis?: SharedLimitsOptions;
  /** Live vendor pricing: deadline, cache (Redis), limits. Defaults apply when omitted. */
  pricing?: PricingOptions;
  /** Optional language model that rewords the repair assistant's answers; absent, answers need no network. */
  assistantLlm?: AssistantLlmConfig;
  /**
   * How vendor feeds and search APIs are fetched: the safe outbound fetch with its allow-list
   * (FEED_ALLOWED_HOSTS, the demo's simulator). Absent: one without an allow-list, closed with the app.
   */
  fetcher?: SafeFetcher;
  /** Largest feed accepted, downloaded or uploaded (FEED_MAX_BYTES); 1 GiB by default. */
  feedMaxBytes?: number;
  /** Login limits other than the defaults (tests use short waits). */
  loginLimits?: Pick<LoginLimiterOptions, 'ip' | 'username'>;
  /** Operator console: ADMIN_REQUIRE_2FA, and login limits other than the defaults (tests). */
  operators?: { requireAdminTotp?: boolean; loginLimits?: Pick<LoginLimiterOptions, 'ip' | 'username'> };
  /** Development without SMTP_URL: the folder mails are written to, listed at /dev/outbox. */
  devOutboxDir?: string;
}

/**
 * Operator logins lock out sooner than the gate's: an account opens the console, and its owner can
 * ask an admin for help if somebody else spends its tries.
 */
const OPERATOR_ACCOUNT_LIMITS = { freeFailures: 3, lockoutAfter: 10 } as const;

/**
 * The console's business screens (vendors, feeds, review queue, fitment reports and imports,
 * click-outs, promotions, catalog, inbox), one module each. Each route declares the operator role it
 * needs; every change is audited by its service.
 */
const consoleRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(vendorAdminRoutes, { db });
  await app.register(feedConsoleRoutes, { db });
  await app.register(reviewDecisionsRoutes, { db });
  await app.register(fitmentReportsAdminRoutes, { db });
  await app.register(fitmentImportAdminRoutes, { db });
  await app.register(clickoutReportRoutes, { db });
  await app.register(promotionsRoutes, { db });
  await app.register(catalogAdminRoutes, { db, synonymsChanged: announceVocabularyChange });
  await app.register(inboxRoutes, { db });
};

/** Builds the whole server without listening: `main` listens, tests use `app.inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const publicUrl = deps.publicUrl ?? 'http://localhost';
  const app = Fastify({
    // One path for the router, the gate and every hook (see plugins/request-target.ts).
    rewriteUrl: requestTargetRewriter(new URL(publicUrl).host),
    logger: { level: deps.logLevel ?? 'info', redact: ['req.headers.cookie', 'req.headers.authorization'] },
    bodyLimit: deps.bodyLimit ?? 64 * 1024,
    trustProxy: deps.trustProxy ?? 'loopback',
    frameworkErrors: handleFrameworkError,
    // A request that reached this instance before a shutdown is served (with Connection: close),
    // not refused: the proxy does not retry a 503, and new connections are already refused.
    return503OnClosing: false,
    // Per-request lines only when debugging: at load they cost more than the requests themselves.
    logController: new LogController({ disableRequestLogging: deps.logLevel !== 'debug' && deps.logLevel !== 'trace' }),
  });
  registerRefusedTargets(app);
  registerUnreadBodyClose(app);
  registerCloseOnShutdown(app);
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await registerSecurityHeaders(app, { https: deps.production ?? false });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie, { secret: deps.sessionSecret });
  const sharedRedis = await registerRateLimits(app, deps.redis);

  registerOriginCheck(app);
  const gate = createGateService(deps.db, deps.gate);
  const hasGateSession = async (request: FastifyRequest) => (await gate.session(readSessionId(request))) !== null;
  registerGate(app, { enabled: gate.enabled, hasSession: hasGateSession });
  const requireAdminTotp = deps.operators?.requireAdminTotp ?? false;
  registerOperatorAccess(app, (request) => resolveOperatorSession(deps.db, readOperatorSessionId(request)), { requireAdminTotp });

  await app.register(healthRoutes, { db: deps.db, databaseKind: deps.databaseKind });
  const loginLimiter = createLoginLimiter({ redis: sharedRedis, keyPrefix: `${deps.redis?.keyPrefix ?? 'pitlane:rl:'}login:`, ...deps.loginLimits });
  // A wrong password posted by the HTML form gets the login screen again, drawn by the web app once
  // it is registered below (plain HTML without a build).
  const web: { pages?: PageResponder } = {};
  await app.register(gateRoutes, {
    gate,
    limiter: loginLimiter,
    secureCookies: deps.production ?? false,
    answerLoginForm: async (request, reply, answer) =>
      web.pages
        ? web.pages(request, reply, { url: answer.next, status: answer.status, loginOutcome: { error: answer.error, fieldErrors: answer.fieldErrors, username: answer.username } })
        : answerWithPlainLoginPage(request, reply, answer),
  });
  const operators = createOperatorsService(deps.db, { requireAdminTotp });
  const operatorLoginLimiter = createLoginLimiter({
    redis: sharedRedis,
    keyPrefix: `${deps.redis?.keyPrefix ?? 'pitlane:rl:'}operator-login:`,
    ip: deps.operators?.loginLimits?.ip,
    username: { ...OPERATOR_ACCOUNT_LIMITS, ...deps.operators?.loginLimits?.username },
  });
  await app.register(operatorAuthRoutes, {
    service: operators,
    limiter: operatorLoginLimiter,
    secureCookies: deps.production ?? false,
    // A failed sign-in posted by the console's HTML form gets the console's login page again, with the message.
    answerLoginForm: async (request, reply, answer) =>
      web.pages
        ? web.pages(request, reply, {
            url: answer.next,
            status: answer.status,
            loginOutcome: {
              error: answer.error,
              fieldErrors: { username: answer.fieldErrors?.email, password: answer.fieldErrors?.password },
              username: answer.email,
              totpRequired: answer.totpRequired,
            },
          })
        : plainConsoleLoginPage(request, reply, answer),
  });
  await app.register(operatorsRoutes, { db: deps.db, service: operators });
  await app.register(inviteRoutes, { service: createInvitesService(deps.db, { publicUrl }) });
  await app.register(catalogRoutes, { db: deps.db });
  await app.register(vendorStatsRoutes, { db: deps.db });
  await app.register(contentRoutes, { db: deps.db, publicUrl, gateEnabled: deps.gate.enabled });
  await app.register(imageRoutes, { db: deps.db });
  const vinDecoder = createVinDecoder();
  app.addHook('onClose', () => vinDecoder.close());
  const fitment = createFitmentService(deps.db, vinDecoder);
  await app.register(fitmentRoutes, { service: fitment, db: deps.db });
  await app.register(searchRoutes, { db: deps.db, inProcessIndex: deps.searchIndex ?? true, fitment });
  await app.register(partsRoutes, { db: deps.db, fitment });
  await app.register(clickoutRoutes, { db: deps.db, secureCookies: deps.production ?? false });
  const fetcher = deps.fetcher ?? createSafeFetcher();
  if (!deps.fetcher) app.addHook('onClose', () => fetcher.close());
  await app.register(pricingRoutes, { db: deps.db, options: deps.pricing ?? {}, fetcher });
  await app.register(guideRoutes, { db: deps.db });
  await app.register(assistantRoutes, { db: deps.db, llm: deps.assistantLlm, fitment });
  await app.register(basketRoutes, { db: deps.db });
  await app.register(feedsRoutes, { db: deps.db, fetcher, maxBytes: deps.feedMaxBytes ?? DEFAULT_FEED_MAX_BYTES });
  await app.register(consoleRoutes, { db: deps.db });
  await app.register(alertsRoutes, { db: deps.db, publicUrl });
  if (deps.devOutboxDir) await app.register(devOutboxRoutes, { dir: deps.devOutboxDir });

  registerNoindexWhileGated(app, deps.gate.enabled);
  const webRenderer = deps.webRenderer ?? (await loadWebRenderer(deps.webRoot));
  web.pages = await registerStaticWeb(app, deps.webRoot, {
    gateEnabled: deps.gate.enabled,
    publicUrl,
    resolvePageHead: createPageHeadResolver(deps.db),
    isDemoCatalog: isDemoCatalog(deps.db),
    renderPage: webRenderer && createPageRender(app, webRenderer),
    isLetIn: async (request) => !gate.enabled || (await hasGateSession(request)),
  });
  registerNotFound(app, web.pages);
  return app;
}
