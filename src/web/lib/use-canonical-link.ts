import { useEffect } from 'react';
import { removeServerHead } from './server-head';

/**
 * Sets <link rel="canonical"> for the current page and removes it when the page goes away, so a
 * page without one never inherits the previous page's.
 */
export function useCanonicalLink(href: string | null): void {
  useEffect(() => {
    if (!href) return;
    removeServerHead('link[rel="canonical"]');
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = href;
    document.head.append(link);
    return () => link.remove();
  }, [href]);
}
