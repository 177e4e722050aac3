import { type ReactNode, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useHydrated } from '@web/lib/use-hydrated';
import { ThemeContext } from './theme-context';
import {
  applyResolvedTheme,
  DEFAULT_THEME,
  readStoredTheme,
  type ResolvedTheme,
  storeTheme,
  systemDarkQuery,
  type Theme,
} from './theme-storage';

function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = systemDarkQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemPrefersDark = () => systemDarkQuery().matches;

export function ThemeProvider({ children }: { children: ReactNode }) {
  // The server cannot see localStorage, so the switcher hydrates showing the default and reads the
  // stored choice right after. The page itself is never in the wrong theme: main.tsx put the class
  // on <html> before anything rendered, and nothing below touches it until hydration is over.
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<Theme | null>(null);
  const theme = chosen ?? (hydrated ? readStoredTheme() : DEFAULT_THEME);
  // Subscribed always, so "System" follows the OS setting live, not just when it was chosen.
  const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
  const resolvedTheme: ResolvedTheme = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;

  useEffect(() => {
    if (hydrated) applyResolvedTheme(resolvedTheme);
  }, [hydrated, resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setChosen(next);
  }, []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
