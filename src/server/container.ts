/**
 * The composition root: every service of the server, built once from its dependencies, and the
 * lifecycle of what outlives a request — the in-process search index (loaded when the app is ready,
 * kept up to date by the searches themselves, closed with the app), the search vocabulary, the part
 * pages' content, the live pricing engine (cache, breakers), the VIN decoder and the outbound fetcher
 * when the app owns it.
 *
 * `app.ts` hands each route plugin the services it needs; no route plugin builds a service or sees
 * the database. A new module's service is built here, and its routes registered in `app.ts` with it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from './db/client';
import type { ReadRouting } from './db/read-replicas';
import { createSafeFetcher, type SafeFetcher } from './http/safe-fetch';
import { createAlertsService } from './modules/alerts';
import { createAssistantService, createPartVerdicts, type AssistantLlmConfig } from './modules/assistant';
import { createBasketService, createBasketStore } from './modules/basket';
import { createCatalogService, createVendorStatsService, isDemoCatalog } from './modules/catalog';
import { createCatalogAdminService, createSynonymsService } from './modules/catalog-admin';
import { createClickoutReportService, createClickoutService } from './modules/clickout';
import { createContentService, createSitemapService, createSlidesService } from './modules/content';
import { createFeedConsoleService, createFeedsService, createHeldPricesService, createReviewDecisionsService } from './modules/feeds';
import { createFitmentImportService, createFitmentReportsService, createFitmentService, createGarageService, createVinDecoder } from './modules/fitment';
import { createGateService, createLoginLimiter, type GateConfig, type LoginLimiterOptions } from './modules/gate';
import { createGuideService } from './modules/guides';
import { createHealthService } from './modules/health';
import { createImageService } from './modules/images';
import { createInboxService } from './modules/inbox';
import { createInvitesService, createOperatorsService } from './modules/operators';
import { createPartPageCache, createPartsService } from './modules/parts';
import { createLivePricingService, createLiveSearchService, createPricingEngine, type PricingOptions } from './modules/pricing';
import { createPromotionsService } from './modules/promotions';
import { createSearchIndex, createSearchService, createVocabularyCache } from './modules/search';
import { createVehicleAliasesService } from './modules/vehicles';
import { createVendorAdminService } from './modules/vendor-admin';

/**
 * The databases the services use. Only the services built below that read without writing — the
 * catalog, search and suggestions, part and product pages, the sitemap — are handed `read`.
 */
export interface DataSources {
  /** The primary: every write, and every read that must see them. */
  db: Database;
  /** The read replicas (with the primary behind them), or the primary itself when there are none. */
  read: Database;
  /** The replicas' state and read counts, for the health route; null without replicas. */
  readRouting: ReadRouting | null;
}

export interface ContainerOptions {
  /** The site's public origin (PUBLIC_URL), for absolute urls in mails, the sitemap and robots.txt. */
  publicUrl: string;
  gate: GateConfig;
  /** Search from the in-process index (decision 005); false searches in SQL only. */
  searchIndex: boolean;
  /** How far behind the database an index answer may be (SEARCH_INDEX_MAX_LAG_MS); 0 checks before every search. */
  searchIndexMaxLagMs: number;
  /** SEARCH_INDEX_SNAPSHOT_DIR; undefined: none kept. */
  searchIndexSnapshotDir?: string;
  /** ADMIN_REQUIRE_2FA. */
  requireAdminTotp: boolean;
  pricing: PricingOptions;
  assistantLlm?: AssistantLlmConfig;
  /** How vendor feeds and search APIs are fetched; absent, one without an allow-list, closed with the container. */
  fetcher?: SafeFetcher;
  /** Largest feed accepted, downloaded or uploaded (FEED_MAX_BYTES). */
  feedMaxBytes: number;
  /** The Redis the rate limits share, for the login limiters; null: each process counts alone. */
  redis: Redis | null;
  /** Prefix of the rate limits' keys in Redis. */
  rateLimitKeyPrefix: string;
  /** Login limits other than the defaults (tests use short waits). */
  loginLimits?: Pick<LoginLimiterOptions, 'ip' | 'username'>;
  operatorLoginLimits?: Pick<LoginLimiterOptions, 'ip' | 'username'>;
  log: FastifyBaseLogger;
}

/**
 * Operator logins lock out sooner than the gate's: an account opens the console, and its owner can
 * ask an admin for help if somebody else spends its tries.
 */
const OPERATOR_ACCOUNT_LIMITS = { freeFailures: 3, lockoutAfter: 10 } as const;

export function createContainer({ db, read, readRouting }: DataSources, options: ContainerOptions) {
  const { log, publicUrl } = options;
  const fetcher = options.fetcher ?? createSafeFetcher();
  const vinDecoder = createVinDecoder();
  const fitment = createFitmentService(db, vinDecoder);
  // The fit verdicts of search cards and part pages, read where those pages read.
  const readFitment = read === db ? fitment : createFitmentService(read, vinDecoder, db);
  const guides = createGuideService(db);
  const basket = createBasketService(db);
  const indexLog = { info: (message: string) => log.info(message), error: (err: unknown, message: string) => log.error({ err }, message) };
  const searchIndex = options.searchIndex ? createSearchIndex(read, { log: indexLog, maxLagMs: options.searchIndexMaxLagMs, snapshotDir: options.searchIndexSnapshotDir }) : null;
  // One vocabulary for search and the assistant: a console edit (synonyms, vehicle aliases) reaches both at once.
  // Read where search reads; a stale alias table is rebuilt on the primary.
  const vocabulary = createVocabularyCache(read, db);
  const search = createSearchService(read, searchIndex, readFitment, vocabulary, indexLog);
  const pricingEngine = createPricingEngine(db, options.pricing, { fetcher, log });
  const catalog = createCatalogService(read);

  const services = {
    health: createHealthService(db, readRouting),
    gate: createGateService(db, options.gate),
    loginLimiter: createLoginLimiter({ redis: options.redis, keyPrefix: `${options.rateLimitKeyPrefix}login:`, ...options.loginLimits }),
    operators: createOperatorsService(db, { requireAdminTotp: options.requireAdminTotp }),
    operatorLoginLimiter: createLoginLimiter({
      redis: options.redis,
      keyPrefix: `${options.rateLimitKeyPrefix}operator-login:`,
      ip: options.operatorLoginLimits?.ip,
      username: { ...OPERATOR_ACCOUNT_LIMITS, ...options.operatorLoginLimits?.username },
    }),
    invites: createInvitesService(db, { publicUrl }),
    catalog,
    vendorStats: createVendorStatsService(db),
    isDemoCatalog: isDemoCatalog(db),
    content: createContentService(db),
    sitemaps: createSitemapService(read),
    slides: createSlidesService(db),
    images: createImageService(db),
    fitment,
    garage: createGarageService(db),
    search,
    // Part pages' content (not offers) kept in memory while the part content revision, read where the
    // pages read, holds.
    parts: createPartsService(read, readFitment, { pageCache: createPartPageCache() }),
    clickouts: createClickoutService(db),
    livePricing: createLivePricingService(pricingEngine),
    liveSearch: createLiveSearchService(db, pricingEngine),
    guides,
    assistant: createAssistantService(db, { llm: options.assistantLlm, log, searchVocabulary: vocabulary }),
    partVerdicts: createPartVerdicts(db, fitment),
    basket,
    basketStore: createBasketStore(db, { basket, guides, fitment }),
    feeds: createFeedsService(db, { fetcher, maxBytes: options.feedMaxBytes }),
    alerts: createAlertsService(db, { publicUrl }),
    /** The console's business screens, one module each. */
    console: {
      vendorAdmin: createVendorAdminService(db),
      feedConsole: createFeedConsoleService(db),
      reviewDecisions: createReviewDecisionsService(db),
      heldPrices: createHeldPricesService(db),
      fitmentReports: createFitmentReportsService(db),
      fitmentImports: createFitmentImportService(db),
      clickoutReport: createClickoutReportService(db),
      promotions: createPromotionsService(db),
      catalogAdmin: createCatalogAdminService(db),
      // A synonym change is read by the next search, not up to a minute later.
      synonyms: createSynonymsService(db, () => search.refreshVocabulary()),
      // Likewise an alias: the next search, suggestion or question reads it.
      vehicleAliases: createVehicleAliasesService(db, () => search.refreshVocabulary()),
      inbox: createInboxService(db),
    },
  };

  return {
    services,
    /**
     * Once the app is ready: the search index and the vocabulary start loading in the background (seconds
     * for a large catalog, longer than Fastify lets a ready hook take); searches that arrive earlier wait.
     */
    start(): void {
      if (searchIndex) void searchIndex.warm();
      void search.warmVocabulary().catch((err: unknown) => log.error({ err }, 'search vocabulary could not be read'));
    },
    /** With the app: what holds timers, sockets or files. */
    async close(): Promise<void> {
      await searchIndex?.close();
      await pricingEngine.close();
      await vinDecoder.close();
      if (!options.fetcher) await fetcher.close();
    },
  };
}

export type Container = ReturnType<typeof createContainer>;
export type Services = Container['services'];
