import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { ReadRouting } from './db/read-replicas';
import { createContainer, type Services } from './container';
import { alertsRoutes } from './modules/alerts';
import { assistantRoutes, type AssistantLlmConfig } from './modules/assistant';
import { basketRoutes, basketStoreRoutes } from './modules/basket';
import { catalogRoutes, vendorStatsRoutes } from './modules/catalog';
import { catalogAdminRoutes } from './modules/catalog-admin';
import { vehicleAliasRoutes } from './modules/vehicles';
import { clickoutReportRoutes, clickoutRoutes } from './modules/clickout';
import { contentRoutes } from './modules/content';
import { DEFAULT_FEED_MAX_BYTES, feedConsoleRoutes, feedsRoutes, heldPricesRoutes, reviewDecisionsRoutes } from './modules/feeds';
import { fitmentImportAdminRoutes, fitmentReportsAdminRoutes, fitmentRoutes } from './modules/fitment';
import { answerWithPlainLoginPage, gateRoutes, readSessionId, type GateConfig, type LoginLimiterOptions } from './modules/gate';
import { guideRoutes } from './modules/guides';
import { healthRoutes } from './modules/health';
import { imageRoutes } from './modules/images';
import { inboxRoutes } from './modules/inbox';
import { devOutboxRoutes } from './modules/mail';
import { inviteRoutes, operatorAuthRoutes, operatorsRoutes, plainConsoleLoginPage, readOperatorSessionId } from './modules/operators';
import { partsRoutes } from './modules/parts';
import { pricingRoutes, type PricingOptions } from './modules/pricing';
import { promotionsRoutes } from './modules/promotions';
import { searchRoutes } from './modules/search';
import { vendorAdminRoutes } from './modules/vendor-admin';
import type { SafeFetcher } from './http/safe-fetch';
import { handleFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerGate } from './plugins/gate';
import { registerOperatorAccess } from './plugins/operator-access';
import { registerNotFound } from './plugins/not-found';
import { registerOriginCheck } from './plugins/origin-check';
import { registerRefusedTargets, requestTargetRewriter } from './plugins/request-target';
import { registerUnreadBodyClose } from './plugins/unread-body';
import { registerCloseOnShutdown } from './plugins/close-on-shutdown';
import { registerReadAfterWrite } from './plugins/read-after-write';
import { registerRateLimits, type SharedLimitsOptions } from './plugins/rate-limits/register-rate-limits';
import { recordRoutes } from './plugins/route-registry';
import { registerSecurityHeaders } from './plugins/security';
import { createPageHeadResolver } from './plugins/page-head/resolve-page-head';
import { registerNoindexWhileGated } from './plugins/robots';
import { type PageResponder, registerStaticWeb } from './plugins/static-web';
import { createPageRender, loadWebRenderer, type WebRenderer } from './plugins/page-render/page-renderer';

export interface AppDeps {
  db: Database;
  /** Read replicas for the read-only routes (`openDatabase`'s `read`); absent, they read from `db`. */
  read?: Database;
  /** The replicas' state and read counts, shown by /api/health. */
  readRouting?: ReadRouting | null;
  /** Search from the in-process index (decision 005); false searches in SQL only. Default true. */
  searchIndex?: boolean;
  /** How far behind the database an index answer may be (SEARCH_INDEX_MAX_LAG_MS). Default 0: checked before every search. */
  searchIndexMaxLagMs?: number;
  /** Where the search index is kept on disk between starts (SEARCH_INDEX_SNAPSHOT_DIR). Default none: every start loads it from the database. */
  searchIndexSnapshotDir?: string;
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
 * The console's business screens (vendors, feeds, review queue, fitment reports and imports,
 * click-outs, promotions, catalog and its vehicle aliases, inbox), one module each. Each route declares the operator role it
 * needs; every change is audited by its service.
 */
const consoleRoutes: FastifyPluginAsync<Services['console']> = async (app, services) => {
  await app.register(vendorAdminRoutes, { service: services.vendorAdmin });
  await app.register(feedConsoleRoutes, { service: services.feedConsole });
  await app.register(reviewDecisionsRoutes, { service: services.reviewDecisions });
  await app.register(heldPricesRoutes, { service: services.heldPrices });
  await app.register(fitmentReportsAdminRoutes, { service: services.fitmentReports });
  await app.register(fitmentImportAdminRoutes, { imports: services.fitmentImports });
  await app.register(clickoutReportRoutes, { service: services.clickoutReport });
  await app.register(promotionsRoutes, { service: services.promotions });
  await app.register(catalogAdminRoutes, { service: services.catalogAdmin, synonyms: services.synonyms });
  await app.register(vehicleAliasRoutes, { aliases: services.vehicleAliases });
  await app.register(inboxRoutes, { service: services.inbox });
};

/** Builds the whole server without listening: `main` listens, tests use `app.inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const publicUrl = deps.publicUrl ?? 'http://localhost';
  const secureCookies = deps.production ?? false;
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

  await registerSecurityHeaders(app, { https: secureCookies });
  // Answers up to 64 KB (part pages, results pages) are compressed in one go on the request's turn: on
  // a machine with few cores the plugin would hand those over 8 KB to a zlib stream, which costs a
  // part page more than the compression itself (about 1 ms of 5).
  await app.register(compress, { global: true, threshold: 1024, syncThreshold: 65_536 });
  await app.register(cookie, { secret: deps.sessionSecret });
  const sharedRedis = await registerRateLimits(app, deps.redis);

  const container = createContainer(
    { db: deps.db, read: deps.read ?? deps.db, readRouting: deps.readRouting ?? null },
    {
      publicUrl,
      gate: deps.gate,
      searchIndex: deps.searchIndex ?? true,
      searchIndexMaxLagMs: deps.searchIndexMaxLagMs ?? 0,
      searchIndexSnapshotDir: deps.searchIndexSnapshotDir,
      requireAdminTotp: deps.operators?.requireAdminTotp ?? false,
      pricing: deps.pricing ?? {},
      assistantLlm: deps.assistantLlm,
      fetcher: deps.fetcher,
      feedMaxBytes: deps.feedMaxBytes ?? DEFAULT_FEED_MAX_BYTES,
      redis: sharedRedis,
      rateLimitKeyPrefix: deps.redis?.keyPrefix ?? 'pitlane:rl:',
      loginLimits: deps.loginLimits,
      operatorLoginLimits: deps.operators?.loginLimits,
      log: app.log,
    },
  );
  app.addHook('onReady', async () => container.start());
  app.addHook('onClose', () => container.close());
  const services = container.services;

  registerOriginCheck(app);
  const hasGateSession = async (request: FastifyRequest) => (await services.gate.session(readSessionId(request))) !== null;
  registerGate(app, { enabled: services.gate.enabled, hasSession: hasGateSession });
  registerOperatorAccess(app, (request) => services.operators.session(readOperatorSessionId(request)), {
    requireAdminTotp: deps.operators?.requireAdminTotp ?? false,
  });

  if (deps.readRouting) registerReadAfterWrite(app);
  await app.register(healthRoutes, { health: services.health, databaseKind: deps.databaseKind });
  // A wrong password posted by the HTML form gets the login screen again, drawn by the web app once
  // it is registered below (plain HTML without a build).
  const web: { pages?: PageResponder } = {};
  await app.register(gateRoutes, {
    gate: services.gate,
    limiter: services.loginLimiter,
    secureCookies,
    answerLoginForm: async (request, reply, answer) =>
      web.pages
        ? web.pages(request, reply, { url: answer.next, status: answer.status, loginOutcome: { error: answer.error, fieldErrors: answer.fieldErrors, username: answer.username } })
        : answerWithPlainLoginPage(request, reply, answer),
  });
  await app.register(operatorAuthRoutes, {
    service: services.operators,
    limiter: services.operatorLoginLimiter,
    secureCookies,
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
  await app.register(operatorsRoutes, { service: services.operators });
  await app.register(inviteRoutes, { service: services.invites });
  await app.register(catalogRoutes, { catalog: services.catalog });
  await app.register(vendorStatsRoutes, { vendorStats: services.vendorStats });
  await app.register(contentRoutes, {
    content: services.content,
    sitemaps: services.sitemaps,
    slides: services.slides,
    publicUrl,
    gateEnabled: deps.gate.enabled,
    // A contact message or sign-up posted as a plain form gets its page again with the answer, drawn
    // by the web app (JSON, as from the app, without a build).
    answerForm: async (request, reply, { next, ...formAnswer }) =>
      web.pages ? web.pages(request, reply, { url: next, status: formAnswer.status, formAnswer }) : reply.status(formAnswer.status).send(formAnswer.body),
  });
  await app.register(imageRoutes, { images: services.images });
  await app.register(fitmentRoutes, { service: services.fitment, garage: services.garage });
  await app.register(searchRoutes, { search: services.search });
  await app.register(partsRoutes, { parts: services.parts });
  await app.register(clickoutRoutes, { clickouts: services.clickouts, secureCookies });
  await app.register(pricingRoutes, { livePricing: services.livePricing, liveSearch: services.liveSearch, rateLimitPerMinute: deps.pricing?.rateLimitPerMinute });
  await app.register(guideRoutes, { guides: services.guides });
  await app.register(assistantRoutes, { assistant: services.assistant, partVerdicts: services.partVerdicts, usesModel: deps.assistantLlm !== undefined });
  await app.register(basketRoutes, { basket: services.basket });
  await app.register(basketStoreRoutes, { store: services.basketStore, garage: services.garage, secureCookies });
  await app.register(feedsRoutes, { service: services.feeds, maxBytes: deps.feedMaxBytes ?? DEFAULT_FEED_MAX_BYTES });
  await app.register(consoleRoutes, services.console);
  await app.register(alertsRoutes, { alerts: services.alerts });
  if (deps.devOutboxDir) await app.register(devOutboxRoutes, { dir: deps.devOutboxDir });

  registerNoindexWhileGated(app, deps.gate.enabled);
  const webRenderer = deps.webRenderer ?? (await loadWebRenderer(deps.webRoot));
  web.pages = await registerStaticWeb(app, deps.webRoot, {
    gateEnabled: deps.gate.enabled,
    publicUrl,
    resolvePageHead: createPageHeadResolver(services),
    isDemoCatalog: services.isDemoCatalog,
    renderPage: webRenderer && createPageRender(app, webRenderer),
    isLetIn: async (request) => !services.gate.enabled || (await hasGateSession(request)),
  });
  registerNotFound(app, web.pages);
  return app;
}
