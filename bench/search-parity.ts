/**
 * `npm run bench:search -- --check`: runs every request of the mix through the in-process index and
 * through the SQL search on the benchmark catalog, and reports any answer that differs — the index
 * must be fast *and* give the same parts, order, totals and facets.
 */
import { searchQuerySchema } from '../src/shared/schemas/search';
import type { Database } from '../src/server/db/client';
import { createSearchIndex } from '../src/server/modules/search/engines/index/search-index';
import { createSearchService } from '../src/server/modules/search/search.service';
import type { MixEntry } from './search-mix';

export async function checkParity(db: Database, entries: MixEntry[]): Promise<string> {
  const index = createSearchIndex(db);
  const started = Date.now();
  await index.warm();
  const loadedIn = Date.now() - started;
  const withIndex = createSearchService(db, index);
  const sqlOnly = createSearchService(db);
  const differing: string[] = [];
  for (const entry of entries) {
    const query = searchQuerySchema.parse(Object.fromEntries(new URL(entry.path, 'http://x').searchParams));
    const [a, b] = [await withIndex.search(query), await sqlOnly.search(query)];
    if (JSON.stringify(a) !== JSON.stringify(b)) differing.push(entry.path);
  }
  const stats = index.stats();
  return [
    `parity: index of ${stats?.parts} parts loaded in ${(loadedIn / 1000).toFixed(1)} s (heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB, array buffers ${(process.memoryUsage().arrayBuffers / 2 ** 20).toFixed(0)} MB)`,
    `parity: ${entries.length - differing.length} of ${entries.length} answers identical to the SQL search (${stats?.answered} from the index, ${stats?.declined} left to SQL)`,
    ...differing.map((path) => `  differs: ${path}`),
  ].join('\n');
}
