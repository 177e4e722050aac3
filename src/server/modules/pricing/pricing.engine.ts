/**
 * The live pricing engine: asks every vendor with a connector at once and answers by the deadline.
 * One per server: it owns the cache and each vendor's circuit breaker and concurrency limit.
 */
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_RESULTS_CACHE_MS } from '@shared/schemas/pricing';
import type { Database } from '../../db/client';
import type { SafeFetcher } from '../../http/safe-fetch';
import { refreshOfferDerived } from '../../db/derived';
import { upsertOffers, findWasWindowPrices } from '../listings';
import { createAnswerCache } from './cache/create-cache';
import type { AnswerCache } from './cache/answer-cache';
import type { ConnectorConfig } from './connectors/config';
import { createConnector } from './connectors/registry';
import type { Connector, VendorOffer, VendorQuery } from './connectors/types';
import { fanOut } from './fan-out';
import type { VendorAnswer } from './live-offer';
import { findLiveVendors, type LiveVendorRow } from './pricing.queries';
import { createVendorCaller, type StoreOffers } from './vendor-call';

export const DEFAULT_DEADLINE_MS = 2500;
/** After the deadline, time to finish storing offers that arrived just before it. */
export const DEFAULT_GRACE_MS = 50;

export interface PricingOptions {
  /** Overall deadline of one search (default 2500 ms). */
  deadlineMs?: number;
  graceMs?: number;
  cacheTtlMs?: number;
  /** Share the cache between instances through Redis; the in-process cache stays the fallback. */
  redisUrl?: string;
  redisKeyPrefix?: string;
  /** Live searches per client per minute (each one fans out to every vendor). */
  rateLimitPerMinute?: number;
  /** Offers no catalog part matched (a review queue can take them). */
  onUnmatched?: (vendorId: number, offers: VendorOffer[]) => void;
}

export interface PricingEngineDeps {
  /** How vendors' search APIs are fetched: the safe outbound fetch with the configured allow-list. */
  fetcher: SafeFetcher;
  log?: FastifyBaseLogger;
}

export interface SearchOptions {
  cancel?: AbortSignal;
  /** Each vendor's answer as soon as it is known (streaming). */
  onAnswer?: (answer: VendorAnswer) => void;
}

export interface SearchOutcome {
  /** In vendor display order. */
  answers: VendorAnswer[];
  startedAt: Date;
  elapsedMs: number;
  deadlineMs: number;
}

/** What the engine needs from the outside world; the database-backed set is wired below. */
export interface EngineDeps {
  listVendors: () => Promise<LiveVendorRow[]>;
  store: StoreOffers;
  connectorFor: (vendor: LiveVendorRow, config: ConnectorConfig) => Connector;
  /** Refreshes parts' derived columns after a search stored offers for them. */
  refreshParts: (partIds: number[]) => Promise<void>;
  cache: AnswerCache;
  log?: FastifyBaseLogger;
}

/**
 * Live offers through the one listing upsert path. Derived part columns are refreshed once per
 * search, after it (EngineDeps.refreshParts), not once per vendor on the way. An answer's price too
 * far from the listing's last 30 days is held by the upsert's price guard, as a feed's is: it is
 * neither stored nor in `stored`, so it is never cached nor shown; the listing keeps its last good price.
 */
export function databaseStore(db: Database): StoreOffers {
  return async (vendorId, offers) => {
    const result = await upsertOffers(db, vendorId, offers, { source: 'live', refreshDerived: false });
    // The was-price rule reads the vendor's history as it now stands, today's price included.
    const claims = result.matched.filter((m) => m.offer.originalPriceCents != null).map((m) => m.listingId);
    const windows = await findWasWindowPrices(db, claims);
    return {
      // As stored: one unit's shipping by the offer rule, confirmed now.
      stored: result.matched.map((m) => ({
        ...m.offer,
        ...m.shipping,
        listingId: m.listingId,
        partId: m.partId,
        lastSeenAt: new Date().toISOString(),
        wasWindowPrices: windows.get(m.listingId) ?? null,
      })),
      notStored: [...result.unmatched, ...result.rejected.map((r) => r.offer)],
      touchedPartIds: result.touchedPartIds,
    };
  };
}

/** The engine on the database: vendors and their stored listings, the one upsert path, the cache. */
export function createPricingEngine(db: Database, options: PricingOptions, { fetcher, log }: PricingEngineDeps) {
  const cache = createAnswerCache(
    { ttlMs: options.cacheTtlMs ?? LIVE_RESULTS_CACHE_MS, redisUrl: options.redisUrl, redisKeyPrefix: options.redisKeyPrefix },
    log,
  );
  return createPricingEngineWith(
    {
      listVendors: () => findLiveVendors(db),
      store: databaseStore(db),
      connectorFor: (vendor, config) => createConnector(db, vendor.id, config, fetcher),
      refreshParts: (partIds) => refreshOfferDerived(db, partIds),
      cache,
      log,
    },
    options,
  );
}

export function createPricingEngineWith(deps: EngineDeps, options: PricingOptions = {}) {
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  const { log } = deps;
  const caller = createVendorCaller({ cache: deps.cache, store: deps.store, connectorFor: deps.connectorFor, log });

  const background = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const tracked = work.catch((err: unknown) => log?.error({ err }, 'live pricing: follow-up work failed'));
    background.add(tracked);
    void tracked.finally(() => background.delete(tracked));
  };

  async function search(query: VendorQuery, searchOptions: SearchOptions = {}): Promise<SearchOutcome> {
    const startedAt = new Date();
    const start = performance.now();
    const vendors = await deps.listVendors();
    const touched = new Set<number>();
    const failed = (vendor: LiveVendorRow, status: 'timeout' | 'error' | 'skipped', message: string): VendorAnswer => ({
      vendorId: vendor.id,
      vendor: vendor.name,
      status,
      ms: Math.round(performance.now() - start),
      offers: [],
      unmatched: 0,
      cached: false,
      message,
    });

    const { results, allSettled } = await fanOut({
      items: vendors,
      deadlineMs,
      graceMs,
      cancel: searchOptions.cancel,
      run: async (vendor, deadline) => {
        const result = await caller.ask(vendor, query, { startedAt: start, deadlineMs, deadline, cancel: searchOptions.cancel });
        result.touchedPartIds.forEach((id) => touched.add(id));
        if (result.notStored.length) options.onUnmatched?.(vendor.id, result.notStored);
        return result.answer;
      },
      onCrash: (vendor, err) => {
        log?.error({ err, vendorId: vendor.id }, 'live pricing: vendor call crashed');
        return failed(vendor, 'error', 'failed');
      },
      onLate: (vendor, cancelled) =>
        cancelled ? failed(vendor, 'skipped', 'search cancelled') : failed(vendor, 'timeout', `no answer within ${deadlineMs} ms`),
      onResult: (answer) => searchOptions.onAnswer?.(answer),
    });

    track(
      allSettled.then(async () => {
        if (touched.size > 0) await deps.refreshParts([...touched]);
      }),
    );
    return { answers: results, startedAt, elapsedMs: Math.round(performance.now() - start), deadlineMs };
  }

  return {
    search,
    deadlineMs,
    breakerState: caller.breakerState,
    /** Settles when follow-up work of finished searches (derived columns) is done. */
    idle: async () => {
      await Promise.all([...background]);
    },
    close: async () => {
      await Promise.all([...background]);
      await deps.cache.close();
    },
  };
}

export type PricingEngine = ReturnType<typeof createPricingEngineWith>;
