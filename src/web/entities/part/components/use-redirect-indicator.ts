import { useEffect, useRef, useState } from 'react';

/** How long "Redirecting..." stays up after a Buy click. */
export const REDIRECT_INDICATOR_MS = 1000;

/** A flag that turns on when started and off again after REDIRECT_INDICATOR_MS. */
export function useRedirectIndicator() {
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    redirecting,
    start() {
      setRedirecting(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setRedirecting(false), REDIRECT_INDICATOR_MS);
    },
  };
}
