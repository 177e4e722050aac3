import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { apiErrorSchema } from '@shared/schemas/common';
import {
  LIVE_PRICING_EVENTS,
  livePricingRequestSchema,
  livePricingResponseSchema,
  liveSearchQuerySchema,
  liveSearchResponseSchema,
} from '@shared/schemas/pricing';
import { HttpError } from '../../http/http-error';
import { openEventStream } from './event-stream';
import { livePricingInputError } from './input-error';
import type { LivePricingService } from './live-pricing.service';
import type { LiveSearchService } from './live-search.service';

/** Each live search asks every vendor: a client gets this many per minute. */
export const LIVE_SEARCHES_PER_MINUTE = 60;

function perClient(max: number): RateLimitOptions {
  return {
    max,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many live searches. Please try again in ${context.after}.`),
  };
}

export interface PricingRoutesOptions {
  livePricing: LivePricingService;
  liveSearch: LiveSearchService;
  /** Live searches per client and minute; LIVE_SEARCHES_PER_MINUTE by default. */
  rateLimitPerMinute?: number;
}

/** Live vendor pricing (POST, and the same as Server-Sent Events) and live search. */
export const pricingRoutes: FastifyPluginAsyncZod<PricingRoutesOptions> = async (app, { livePricing, liveSearch, rateLimitPerMinute }) => {
  const rateLimit = perClient(rateLimitPerMinute ?? LIVE_SEARCHES_PER_MINUTE);

  app.post(
    '/api/parts/live-pricing',
    {
      schema: { body: livePricingRequestSchema, response: { 200: livePricingResponseSchema, 429: apiErrorSchema } },
      // The spec's own message for a missing part number or make, instead of the generic one.
      attachValidation: true,
      config: { rateLimit },
    },
    (request) => {
      if (request.validationError) throw livePricingInputError(request.validationError);
      return livePricing.price(request.body);
    },
  );

  app.get(
    '/api/parts/live-pricing/stream',
    {
      schema: { querystring: livePricingRequestSchema },
      attachValidation: true,
      config: { rateLimit },
      compress: false,
    },
    async (request, reply) => {
      if (request.validationError) throw livePricingInputError(request.validationError);
      const events = openEventStream(reply);
      try {
        const summary = await livePricing.price(request.query, {
          cancel: events.disconnected,
          onOffers: (event) => events.send(LIVE_PRICING_EVENTS.offers, event),
          onVendorStatus: (status) => events.send(LIVE_PRICING_EVENTS.vendorStatus, status),
        });
        events.send(LIVE_PRICING_EVENTS.summary, livePricingResponseSchema.parse(summary));
      } catch (err) {
        request.log.error({ err }, 'live pricing stream failed');
        events.send(LIVE_PRICING_EVENTS.error, { error: 'Failed to fetch live pricing data' });
      } finally {
        events.end();
      }
      return reply;
    },
  );

  app.get(
    '/api/live-search',
    {
      schema: { querystring: liveSearchQuerySchema, response: { 200: liveSearchResponseSchema, 429: apiErrorSchema } },
      config: { rateLimit },
    },
    (request) => liveSearch.search(request.query),
  );
};
