/**
 * Asking one vendor, the whole way: cache → circuit breaker → concurrency slot → connector (with
 * the per-vendor timeout and the search deadline) → store the offers as listings → cache. Every
 * outcome, including a crash, becomes a VendorAnswer; this never throws.
 */
import type { FastifyBaseLogger } from 'fastify';
import { answerCacheKey, type AnswerCache } from './cache/answer-cache';
import { raceAbort, timeoutSignal } from './abort';
import { CircuitBreaker } from './circuit-breaker';
import { ConcurrencyLimit } from './concurrency-limit';
import { parseConnectorConfig, type ConnectorConfig } from './connectors/config';
import { ConnectorError, type Connector, type ConnectorOffer, type VendorOffer, type VendorQuery } from './connectors/types';
import type { LiveOffer, VendorAnswer } from './live-offer';
import type { LiveVendorRow } from './pricing.queries';

/** Stores a vendor's new offers as listings; returns those matched to parts, and what was not. */
export type StoreOffers = (
  vendorId: number,
  offers: VendorOffer[],
) => Promise<{ stored: LiveOffer[]; notStored: VendorOffer[]; touchedPartIds: number[] }>;

export interface VendorCallDeps {
  cache: AnswerCache;
  store: StoreOffers;
  connectorFor: (vendor: LiveVendorRow, config: ConnectorConfig) => Connector;
  log?: FastifyBaseLogger;
}

export interface CallContext {
  /** performance.now() at the start of the search. */
  startedAt: number;
  deadlineMs: number;
  /** Aborts at the search's deadline. */
  deadline: AbortSignal;
  /** Aborts when the shopper goes away. */
  cancel?: AbortSignal;
}

export interface VendorCallResult {
  answer: VendorAnswer;
  touchedPartIds: number[];
  notStored: VendorOffer[];
}

function describeFailure(err: unknown): string {
  if (err instanceof ConnectorError) return err.message;
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return `connection failed (${cause.code})`;
  return err instanceof Error ? err.message : 'failed';
}

/** Monotonic milliseconds, for durations. */
const now = () => performance.now();

export function createVendorCaller(deps: VendorCallDeps) {
  const breakers = new Map<number, CircuitBreaker>();
  const limits = new Map<number, ConcurrencyLimit>();

  function breakerFor(vendorId: number, config: ConnectorConfig): CircuitBreaker {
    let breaker = breakers.get(vendorId);
    if (!breaker) breakers.set(vendorId, (breaker = new CircuitBreaker(config.breaker)));
    else breaker.configure(config.breaker);
    return breaker;
  }

  function limitFor(vendorId: number, config: ConnectorConfig): ConcurrencyLimit {
    let limit = limits.get(vendorId);
    if (!limit) limits.set(vendorId, (limit = new ConcurrencyLimit(config.maxConcurrency)));
    else limit.configure(config.maxConcurrency);
    return limit;
  }

  async function ask(vendor: LiveVendorRow, query: VendorQuery, ctx: CallContext): Promise<VendorCallResult> {
    const answer = (status: VendorAnswer['status'], extra: Partial<VendorAnswer> = {}): VendorAnswer => ({
      vendorId: vendor.id,
      vendor: vendor.name,
      status,
      ms: Math.round(now() - ctx.startedAt),
      offers: [],
      unmatched: 0,
      cached: false,
      ...extra,
    });
    const parsed = parseConnectorConfig(vendor.connector);
    if ('problem' in parsed) {
      return { answer: answer('error', { message: parsed.problem }), touchedPartIds: [], notStored: [] };
    }
    const config = parsed.config;

    const key = answerCacheKey(vendor.id, query);
    const hit = await deps.cache.get(key);
    if (hit) {
      const result = answer('ok', { offers: hit.offers, unmatched: hit.unmatched, cached: true });
      return { answer: result, touchedPartIds: [], notStored: [] };
    }

    const breaker = breakerFor(vendor.id, config);
    if (!breaker.tryAcquire()) {
      const message = `not asked: circuit open after ${breaker.consecutiveFailures} failures, retry in ${Math.ceil(breaker.retryInMs / 1000)} s`;
      return { answer: answer('skipped', { message }), touchedPartIds: [], notStored: [] };
    }

    const budget = Math.min(config.timeoutMs ?? ctx.deadlineMs, ctx.startedAt + ctx.deadlineMs - now());
    const perVendor = timeoutSignal(budget);
    const signals = [ctx.deadline, perVendor.signal, ...(ctx.cancel ? [ctx.cancel] : [])];
    const signal = AbortSignal.any(signals);
    let offers: ConnectorOffer[];
    let answeredAt: number;
    try {
      const release = await limitFor(vendor.id, config).acquire(signal);
      try {
        offers = await raceAbort(deps.connectorFor(vendor, config).search(query, signal), signal);
      } finally {
        release();
      }
      answeredAt = now();
      if (breaker.state !== 'closed') deps.log?.info({ vendorId: vendor.id }, 'live pricing: vendor answered again, circuit closed');
      breaker.recordSuccess();
    } catch (err) {
      // The fan-out also aborts the deadline signal on cancel: the shopper leaving is checked first.
      if (ctx.cancel?.aborted) {
        breaker.release();
        return { answer: answer('skipped', { message: 'search cancelled' }), touchedPartIds: [], notStored: [] };
      }
      if (breaker.recordFailure()) {
        deps.log?.warn({ vendorId: vendor.id, failures: breaker.consecutiveFailures }, 'live pricing: circuit opened');
      }
      const timedOut = ctx.deadline.aborted || perVendor.signal.aborted;
      const message = timedOut ? `no answer within ${Math.round(budget)} ms` : describeFailure(err);
      return { answer: answer(timedOut ? 'timeout' : 'error', { message }), touchedPartIds: [], notStored: [] };
    } finally {
      perVendor.clear();
    }

    const ms = Math.round(answeredAt - ctx.startedAt);
    try {
      const alreadyStored = offers.filter((o): o is LiveOffer => o.listingId != null && o.partId != null);
      const fresh = offers.filter((o) => o.listingId == null || o.partId == null);
      const saved = fresh.length ? await deps.store(vendor.id, fresh) : { stored: [], notStored: [], touchedPartIds: [] };
      const value = { offers: [...alreadyStored, ...saved.stored], unmatched: saved.notStored.length };
      await deps.cache.set(key, value);
      return { answer: answer('ok', { ...value, ms }), touchedPartIds: saved.touchedPartIds, notStored: saved.notStored };
    } catch (err) {
      deps.log?.error({ err, vendorId: vendor.id }, 'live pricing: storing offers failed');
      return { answer: answer('error', { ms, message: 'offers could not be stored' }), touchedPartIds: [], notStored: [] };
    }
  }

  return { ask, breakerState: (vendorId: number) => breakers.get(vendorId)?.state ?? 'closed' };
}

export type VendorCaller = ReturnType<typeof createVendorCaller>;
