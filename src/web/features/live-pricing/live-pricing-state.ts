/**
 * The dialog's search as a state machine: idle, searching (offers may already be
 * streaming in), done (results or none) and error. Events for a search that is no longer running
 * are ignored, so a late event cannot revive a closed or restarted search.
 */
import { mergeByTotal, sortByTotal } from '@shared/rules/live-offers';
import type { LiveOffersEvent, LivePricingResponse, LivePricingResult, VendorStatus } from '@shared/schemas/pricing';

/** The live pricing message for anything but an HTTP error. */
export const LIVE_PRICING_FAILED = 'Failed to fetch live pricing data';

export type LivePricingPhase = 'idle' | 'searching' | 'done' | 'error';

export interface LivePricingState {
  phase: LivePricingPhase;
  /** Every offer so far, cheapest total (price + shipping) first. */
  offers: LivePricingResult[];
  /** How each vendor that has answered did. */
  vendors: VendorStatus[];
  /** The final answer, once every vendor answered or the deadline passed. */
  summary: LivePricingResponse | null;
  error: string | null;
}

export type LivePricingAction =
  | { type: 'start' }
  | { type: 'offers'; event: LiveOffersEvent }
  | { type: 'vendor-status'; status: VendorStatus }
  | { type: 'summary'; response: LivePricingResponse }
  | { type: 'error'; message: string }
  | { type: 'reset' };

export const IDLE: LivePricingState = { phase: 'idle', offers: [], vendors: [], summary: null, error: null };

export function livePricingReducer(state: LivePricingState, action: LivePricingAction): LivePricingState {
  switch (action.type) {
    case 'start':
      return { ...IDLE, phase: 'searching' };
    case 'reset':
      return IDLE;
    default:
      if (state.phase !== 'searching') return state;
  }
  switch (action.type) {
    case 'offers':
      return { ...state, offers: mergeByTotal(state.offers, action.event.results) };
    case 'vendor-status':
      return { ...state, vendors: [...state.vendors.filter((v) => v.vendorId !== action.status.vendorId), action.status] };
    case 'summary':
      // The summary is the whole answer: it replaces what streamed in.
      return { phase: 'done', offers: sortByTotal(action.response.results), vendors: action.response.vendors, summary: action.response, error: null };
    case 'error':
      return { ...state, phase: 'error', error: action.message };
  }
}
