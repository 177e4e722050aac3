import { readStored, writeStored } from '@web/lib/storage';

export type Theme = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
/** Light until the visitor chooses otherwise. */
export const DEFAULT_THEME: Theme = 'light';
export const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}

export function readStoredTheme(): Theme {
  const stored = readStored(THEME_STORAGE_KEY);
  return isTheme(stored) ? stored : DEFAULT_THEME;
}

export function storeTheme(theme: Theme): void {
  writeStored(THEME_STORAGE_KEY, theme);
}

export function systemDarkQuery(): MediaQueryList {
  return window.matchMedia(DARK_QUERY);
}

export function resolveTheme(theme: Theme): ResolvedTheme {
  if (theme !== 'system') return theme;
  return systemDarkQuery().matches ? 'dark' : 'light';
}

/**
 * The theme last shown, for the server: pages it renders are painted before any script runs, so it
 * puts this class on <html> itself (plugins/page-head/inject-head.ts) and a dark-theme visitor never
 * sees a light first paint. localStorage stays the source of the choice; this only mirrors it.
 */
export const THEME_COOKIE = 'pitlane_theme';

/** Puts exactly one of "light"/"dark" on <html>; the CSS tokens and `dark:` utilities key off it. */
export function applyResolvedTheme(resolved: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.remove(resolved === 'dark' ? 'light' : 'dark');
  root.classList.add(resolved);
  document.cookie = `${THEME_COOKIE}=${resolved}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function applyTheme(theme: Theme): void {
  applyResolvedTheme(resolveTheme(theme));
}
