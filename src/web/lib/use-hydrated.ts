import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards (and from
 * the start on pages the browser draws alone). State that only the browser has (localStorage: the
 * theme, My Garage) is read once this is true, so the first client render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
