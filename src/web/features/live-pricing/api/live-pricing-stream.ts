import {
  LIVE_PRICING_EVENTS,
  liveErrorEventSchema,
  liveOffersEventSchema,
  type LiveOffersEvent,
  type LivePricingRequest,
  type LivePricingResponse,
  livePricingResponseSchema,
  type VendorStatus,
  vendorStatusSchema,
} from '@shared/schemas/pricing';
import { ApiRequestError, sendJson } from '@web/lib/api';

import { LIVE_PRICING_FAILED } from '../live-pricing-state';

export { LIVE_PRICING_FAILED } from '../live-pricing-state';

export interface LivePricingListener {
  onOffers(event: LiveOffersEvent): void;
  onVendorStatus(status: VendorStatus): void;
  onSummary(response: LivePricingResponse): void;
  onError(message: string): void;
}

/** An HTTP error shows its status, with the server's message rather than raw JSON. */
export function livePricingErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return `${error.status}: ${error.apiMessage ?? (error.body || error.statusText)}`;
  return LIVE_PRICING_FAILED;
}

function streamUrl(request: LivePricingRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) if (value != null && value !== '') params.set(key, String(value));
  return `/api/parts/live-pricing/stream?${params}`;
}

function serverErrorMessage(data: string): string {
  try {
    const parsed = liveErrorEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data.error : LIVE_PRICING_FAILED;
  } catch {
    return LIVE_PRICING_FAILED;
  }
}

const read = <T>(schema: { parse(data: unknown): T }, event: Event) => schema.parse(JSON.parse((event as MessageEvent<string>).data));

/**
 * Live pricing as Server-Sent Events: each vendor's offers the moment it answers, then the summary.
 * The EventSource is closed on the summary (or the browser would reconnect and search again) and
 * by the returned stop function. When the stream cannot be opened at all, the same search is sent
 * as a plain POST: EventSource hides the HTTP status (a 429 or 400 would only read "error"), and a
 * proxy that buffers event streams still gets an answer.
 */
export function streamLivePricing(request: LivePricingRequest, listener: LivePricingListener): () => void {
  const source = new EventSource(streamUrl(request), { withCredentials: true });
  let finished = false;
  let stoppedByCaller = false;
  let heardFromServer = false;
  const finish = () => {
    finished = true;
    source.close();
  };
  // A malformed event ends the search rather than leaving it spinning.
  const handle = (work: (event: Event) => void) => (event: Event) => {
    if (finished) return;
    heardFromServer = true;
    try {
      work(event);
    } catch {
      finish();
      listener.onError(LIVE_PRICING_FAILED);
    }
  };

  source.addEventListener(LIVE_PRICING_EVENTS.offers, handle((e) => listener.onOffers(read(liveOffersEventSchema, e))));
  source.addEventListener(LIVE_PRICING_EVENTS.vendorStatus, handle((e) => listener.onVendorStatus(read(vendorStatusSchema, e))));
  source.addEventListener(
    LIVE_PRICING_EVENTS.summary,
    handle((e) => {
      const response = read(livePricingResponseSchema, e);
      finish();
      listener.onSummary(response);
    }),
  );
  source.addEventListener(LIVE_PRICING_EVENTS.error, (event) => {
    if (finished) return;
    finish();
    // The server's own `error` event carries data; a transport failure is a bare Event.
    if (event instanceof MessageEvent && typeof event.data === 'string') {
      listener.onError(serverErrorMessage(event.data));
    } else if (!heardFromServer) {
      sendJson('/api/parts/live-pricing', request, livePricingResponseSchema).then(
        (response) => !stoppedByCaller && listener.onSummary(response),
        (error: unknown) => !stoppedByCaller && listener.onError(livePricingErrorMessage(error)),
      );
    } else {
      listener.onError(LIVE_PRICING_FAILED);
    }
  });

  return () => {
    stoppedByCaller = true;
    finish();
  };
}
