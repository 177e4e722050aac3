/**
 * What a search reads besides the index, kept in memory so a search makes no round trip to the
 * database: the catalog's state (index-source.ts `readCatalogState`), read again once it is older than
 * `maxLagMs`, and each text's parse, kept per text (the parse is a pure function of the text and the
 * catalog's text configuration, so it never goes out of date).
 *
 * `maxLagMs` is how far behind the database a search may be: a feed run, a live price or a console
 * edit reaches search answers within it. A read replica lags the same way, so search was never read-
 * your-writes across instances. With 0 the state is read for every search, as strictly as the SQL search.
 */
import { LRUCache } from 'lru-cache';
import type { Database } from '../../../../db/client';
import type { SearchCriteria } from '../../spec/criteria';
import { promotionsAt, readCatalogState, readParsedText, type CatalogState, type Named, type ParsedText, type Promotion } from './index-source';

/** Distinct texts whose parse is kept; past it the least recently searched go first. */
const PARSES_KEPT = 20_000;

export interface SearchState extends ParsedText {
  catalog: CatalogState;
  revision: number;
  /** The promotions current at the database's clock now. */
  promotions: Promotion[];
  categories: Named[];
  vendors: Named[];
  /** The database's clock now, estimated from the process's clock and the offset seen at the last read. */
  databaseNowMs: number;
}

export interface SearchStateOptions {
  maxLagMs: number;
  now?: () => number;
}

export function createSearchState(db: Database, { maxLagMs, now = Date.now }: SearchStateOptions) {
  let kept: { catalog: CatalogState; readAt: number } | null = null;
  let reading: Promise<CatalogState> | null = null;
  const parses = new LRUCache<string, Promise<ParsedText>>({ max: PARSES_KEPT });

  function readCatalog(): Promise<CatalogState> {
    const startedAt = now();
    return readCatalogState(db).then((catalog) => {
      if (!kept || kept.readAt <= startedAt) kept = { catalog, readAt: startedAt };
      return catalog;
    });
  }

  async function catalogNow(): Promise<{ catalog: CatalogState; readAt: number }> {
    if (maxLagMs <= 0) {
      // Strict: a read of its own, never one that began before this search did.
      const readAt = now();
      return { catalog: await readCatalog(), readAt };
    }
    if (kept && now() - kept.readAt <= maxLagMs) return kept;
    // Searches arriving while the state is read share that read.
    reading ??= readCatalog().finally(() => {
      reading = null;
    });
    await reading;
    return kept!;
  }

  function parsed(criteria: Pick<SearchCriteria, 'text' | 'tsquery' | 'sort'>): Promise<ParsedText> {
    if (!criteria.text) return Promise.resolve({ tsquery: null, phrase: null });
    const key = JSON.stringify([criteria.text, criteria.tsquery ?? null, criteria.sort === 'best_match']);
    let parse = parses.get(key);
    if (!parse) {
      parse = readParsedText(db, criteria);
      parses.set(key, parse);
      // A failed read is not kept: the next search of these words asks again.
      parse.catch(() => parses.delete(key));
    }
    return parse;
  }

  return {
    /** The state a search with `criteria` runs against. */
    async get(criteria: Pick<SearchCriteria, 'text' | 'tsquery' | 'sort'>): Promise<SearchState> {
      const [{ catalog, readAt }, text] = await Promise.all([catalogNow(), parsed(criteria)]);
      const databaseNowMs = catalog.databaseNowMs + (now() - readAt);
      return {
        ...text,
        catalog,
        revision: catalog.revision,
        promotions: promotionsAt(catalog.promotions, databaseNowMs),
        categories: catalog.categories,
        vendors: catalog.vendors,
        databaseNowMs,
      };
    },
  };
}

export type SearchStateReader = ReturnType<typeof createSearchState>;
