import type { LiveOffersEvent, LivePricingQuery, LivePricingResponse, VendorStatus } from '@shared/schemas/pricing';
import { sortByTotal } from '@shared/rules/live-offers';
import type { PricingEngine } from './pricing.engine';
import { answerResults, averagePrice, lowestOffer, toVendorStatus } from './live-pricing.summary';

export interface LivePricingListener {
  cancel?: AbortSignal;
  /** A vendor's offers, the moment it answered. */
  onOffers?: (event: LiveOffersEvent) => void;
  /** A vendor's outcome, right after its offers. */
  onVendorStatus?: (status: VendorStatus) => void;
}

/** Live pricing of one part number across the vendor network. */
export function createLivePricingService(engine: PricingEngine) {
  return {
    async price(query: LivePricingQuery, listener: LivePricingListener = {}): Promise<LivePricingResponse> {
      const outcome = await engine.search(
        { partNumber: query.partNumber, vehicle: { make: query.make, model: query.model || undefined, year: query.year } },
        {
          cancel: listener.cancel,
          onAnswer: (answer) => {
            if (answer.offers.length > 0) {
              listener.onOffers?.({ vendorId: answer.vendorId, vendor: answer.vendor, results: answerResults(answer) });
            }
            listener.onVendorStatus?.(toVendorStatus(answer));
          },
        },
      );
      const results = sortByTotal(outcome.answers.flatMap(answerResults));
      return {
        query: { partNumber: query.partNumber, make: query.make, model: query.model, year: query.year },
        totalResults: results.length,
        searchTimestamp: outcome.startedAt.toISOString(),
        lowestPrice: lowestOffer(results),
        averagePrice: averagePrice(results),
        results,
        vendors: outcome.answers.map(toVendorStatus),
        deadlineMs: outcome.deadlineMs,
        elapsedMs: outcome.elapsedMs,
      };
    },
  };
}

export type LivePricingService = ReturnType<typeof createLivePricingService>;
