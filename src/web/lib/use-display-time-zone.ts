import { useHydrated } from '@web/lib/use-hydrated';

/**
 * The server renders dates in UTC, as it cannot know the visitor's zone; hydration must draw the
 * same text, so dates stay in UTC until then and switch to the visitor's local time right after.
 */
export function useDisplayTimeZone(): 'UTC' | undefined {
  return useHydrated() ? undefined : 'UTC';
}
