import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { LivePricingRequest } from '@shared/schemas/pricing';
import { IDLE, livePricingReducer } from '../live-pricing-state';
import { streamLivePricing } from './live-pricing-stream';

/**
 * One live pricing search at a time: `search` starts one (stopping any running), `reset` stops it
 * and returns to idle. Unmounting stops it too, so no EventSource outlives the dialog.
 */
export function useLivePricing() {
  const [state, dispatch] = useReducer(livePricingReducer, IDLE);
  const stopRef = useRef<(() => void) | null>(null);

  const stop = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
  }, []);

  const search = useCallback(
    (request: LivePricingRequest) => {
      stop();
      dispatch({ type: 'start' });
      stopRef.current = streamLivePricing(request, {
        onOffers: (event) => dispatch({ type: 'offers', event }),
        onVendorStatus: (status) => dispatch({ type: 'vendor-status', status }),
        onSummary: (response) => dispatch({ type: 'summary', response }),
        onError: (message) => dispatch({ type: 'error', message }),
      });
    },
    [stop],
  );

  const reset = useCallback(() => {
    stop();
    dispatch({ type: 'reset' });
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { state, search, reset };
}
