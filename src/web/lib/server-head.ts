import { useEffect, useRef } from 'react';

/**
 * With the gate off the server writes a page's canonical link, JSON-LD and link-preview tags into the first HTML
 * (marked data-server-head). Once the app sets a page's own, or moves to another page, those
 * must go, or the document would carry two canonicals, or another page's.
 */
export function removeServerHead(selector: 'link[rel="canonical"]' | 'script[type="application/ld+json"]' | 'meta'): void {
  for (const element of document.head.querySelectorAll(`${selector}[data-server-head]`)) element.remove();
}

/**
 * Drops the server's canonical link, JSON-LD and link-preview tags as soon as the visitor moves to
 * another page (the preview tags are for link previewers, which read only the first HTML).
 */
export function useDropServerHeadOnNavigate(location: string): void {
  const first = useRef(location);
  useEffect(() => {
    if (location === first.current) return;
    removeServerHead('link[rel="canonical"]');
    removeServerHead('script[type="application/ld+json"]');
    removeServerHead('meta');
  }, [location]);
}
