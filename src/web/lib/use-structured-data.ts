import { useEffect } from 'react';
import { type JsonLd, serializeJsonLd } from '@shared/rules/structured-data';
import { removeServerHead } from './server-head';

/**
 * Puts the page's JSON-LD into <head> while the page is shown. The element is built through DOM
 * APIs (textContent, never HTML parsing); CSP `script-src 'self'` does not apply because a
 * JSON-LD block is data that the browser never executes.
 */
export function useStructuredData(data: JsonLd | null): void {
  const text = data ? serializeJsonLd(data) : null;
  useEffect(() => {
    if (!text) return;
    removeServerHead('script[type="application/ld+json"]');
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.pageStructuredData = '';
    script.textContent = text;
    document.head.append(script);
    return () => script.remove();
  }, [text]);
}
