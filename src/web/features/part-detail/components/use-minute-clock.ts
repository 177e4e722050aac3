import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE_MS);
  return () => clearInterval(timer);
}

/** The time floored to the minute: stable between ticks, as useSyncExternalStore requires. */
function snapshot(): number {
  return Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
}

/** The current time, refreshed every minute, for "checked 5 minutes ago" labels. */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribe, snapshot);
}
