/**
 * Part pages' content (part-content.ts) kept in memory by slug, each page tagged with the part content
 * revision it was read at. A page is used only while the database's revision is still that one: any
 * catalog edit moves the revision and every page is read afresh on its next request. Offers, prices
 * and fit verdicts are never kept here; the part page reads them on every request.
 */
import { LRUCache } from 'lru-cache';
import type { PartContent } from './part-content';

export interface PartPageCacheOptions {
  /** Pages kept at most; the least recently read go first. */
  maxPages?: number;
}

interface KeptPage {
  revision: number;
  content: PartContent;
}

export function createPartPageCache({ maxPages = 2_000 }: PartPageCacheOptions = {}) {
  const pages = new LRUCache<string, KeptPage>({ max: maxPages });

  return {
    /** The content kept for `slug` at `revision`, or undefined when none is or it was read at another. */
    get(slug: string, revision: number): PartContent | undefined {
      const kept = pages.get(slug);
      return kept && kept.revision === revision ? kept.content : undefined;
    },
    /**
     * The content last kept for `slug`, whatever its revision: which parts' offers to read while the
     * revision is checked. Not to be shown before `get` confirms it.
     */
    peek(slug: string): PartContent | undefined {
      return pages.peek(slug)?.content;
    },
    set(slug: string, revision: number, content: PartContent): void {
      pages.set(slug, { revision, content });
    },
    get size(): number {
      return pages.size;
    },
  };
}

export type PartPageCache = ReturnType<typeof createPartPageCache>;
