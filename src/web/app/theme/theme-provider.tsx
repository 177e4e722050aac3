import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useFirstRenderTime } from '@web/lib/first-render-time';
import { whenIdle } from '@web/lib/when-idle';
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
  // A page the browser draws alone reads the stored choice at once. A server-rendered page cannot
  // (the server has no localStorage, and hydration must draw what it drew), and it need not: <html>
  // already has the visitor's theme class. It reads the choice once the browser is idle — a
  // phone's first look into localStorage is slow — and only the switcher's pressed button catches up.
  const serverRendered = useFirstRenderTime() !== null;
  const [stored, setStored] = useState<Theme | null>(() => (serverRendered ? null : readStoredTheme()));
  const [chosen, setChosen] = useState<Theme | null>(null);
  useEffect(() => {
    if (stored !== null) return;
    // As a transition: a part of the page still waiting for its code (the console, a lazy page) keeps
    // its server-drawn HTML until it has hydrated. An urgent change of the theme's context would make
    // React throw that HTML away and draw the part again once its code arrives, blank till then.
    return whenIdle(() => startTransition(() => setStored(readStoredTheme())));
  }, [stored]);

  const theme = chosen ?? stored ?? DEFAULT_THEME;
  // Subscribed always, so "System" follows the OS setting live, not just when it was chosen.
  const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
  const resolvedTheme: ResolvedTheme = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;
  const known = chosen !== null || stored !== null;

  // Not before the choice is known: the class main.tsx or the server put on <html> stands till then.
  useEffect(() => {
    if (known) applyResolvedTheme(resolvedTheme);
  }, [known, resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setChosen(next);
  }, []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
