import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `commit(value)` once `value` has stayed unchanged for `delayMs` and differs from
 * `committed`. A new `commit` function on every render does not restart the wait.
 */
export function useDebouncedCommit<T>(value: T, committed: T, commit: (value: T) => void, delayMs: number): void {
  const onSettled = useEffectEvent((settled: T) => commit(settled));
  useEffect(() => {
    if (Object.is(value, committed)) return;
    const timer = setTimeout(() => onSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, committed, delayMs]);
}
