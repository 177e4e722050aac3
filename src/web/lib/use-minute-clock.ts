import { useSyncExternalStore } from 'react';
import { useFirstRenderTime } from '@web/lib/first-render-time';

const MINUTE_MS = 60_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE_MS);
  return () => clearInterval(timer);
}

const floorToMinute = (time: number) => Math.floor(time / MINUTE_MS) * MINUTE_MS;

/** The time floored to the minute: stable between ticks, as useSyncExternalStore requires. */
function snapshot(): number {
  return floorToMinute(Date.now());
}

/** The current time, refreshed every minute, for "checked 5 minutes ago" labels. */
export function useMinuteClock(): number {
  const renderedAt = useFirstRenderTime();
  // Server render and hydration: the server's time, shipped with the page; then the browser's own.
  return useSyncExternalStore(subscribe, snapshot, () => floorToMinute(renderedAt ?? Date.now()));
}
