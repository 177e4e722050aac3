import { useEffect } from 'react';

/**
 * Adds <meta name="robots" content="noindex"> while the page is shown and removes it after, so
 * only this page is kept out of search engines (/download-slides is not indexed).
 */
export function useNoIndex(): void {
  useEffect(() => {
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex';
    document.head.append(tag);
    return () => tag.remove();
  }, []);
}
