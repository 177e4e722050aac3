import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { LivePricingRequest } from '@shared/schemas/pricing';
import { IDLE, LIVE_PRICING_FAILED, livePricingReducer } from '../live-pricing-state';

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
      // The stream's code and its schemas (zod) load on the first search, not with the pages that
      // offer the dialog (decision 004).
      let stopped = false;
      let stopStream: (() => void) | undefined;
      stopRef.current = () => {
        stopped = true;
        stopStream?.();
      };
      import('./live-pricing-stream').then(
        ({ streamLivePricing }) => {
          if (stopped) return;
          stopStream = streamLivePricing(request, {
            onOffers: (event) => dispatch({ type: 'offers', event }),
            onVendorStatus: (status) => dispatch({ type: 'vendor-status', status }),
            onSummary: (response) => dispatch({ type: 'summary', response }),
            onError: (message) => dispatch({ type: 'error', message }),
          });
        },
        () => {
          // The code did not arrive (network failure): the same message as a failed search.
          if (!stopped) dispatch({ type: 'error', message: LIVE_PRICING_FAILED });
        },
      );
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
