import { absoluteUrl, type PageHead } from '@shared/rules/page-head';
import { useCanonicalLink } from './use-canonical-link';
import { useRecordHead } from './rendered-head';
import { usePageMeta } from './use-page-meta';
import { pageOrigin } from './page-origin';
import { useStructuredData } from './use-structured-data';

/** A page's whole head (title, description, canonical link, JSON-LD), as built by the shared page-head rules. */
export function usePageHead(head: PageHead): void {
  usePageMeta(head);
  // After usePageMeta's record: this one also says which canonical address the page has, or none.
  useRecordHead({ title: head.title, description: head.description, canonicalPath: head.canonicalPath });
  useCanonicalLink(head.canonicalPath ? absoluteUrl(pageOrigin(), head.canonicalPath) : null);
  useStructuredData(head.jsonLd);
}

/** For a page state with no canonical url or JSON-LD (loading, not found). */
export function plainHead(title: string, description: string): PageHead {
  return { title, description, canonicalPath: null, jsonLd: null };
}
