/**
 * Keeps the in-process index (decision 005) in step with `part_search` and answers searches from it.
 *
 * Loaded on the first search; before each search the database's `part_search_revision` is compared
 * with the index's, and the parts changed in between (from `part_search_changes`) are re-read first,
 * so a search never sees an older catalog than the SQL search would. When the index cannot answer
 * exactly — it failed to load, fell too far behind and is reloading, or the text uses tsquery features
 * it does not evaluate — `search` returns null and the caller runs the SQL search.
 */
import { setImmediate } from 'node:timers/promises';
import type { Database } from '../../../../db/client';
import type { SearchCriteria } from '../sql/search.sql';
import { CatalogIndex, type SearchRow } from './catalog-index';
import {
  pruneChanges, readBrandOrder, readChanges, readRevision, readRowPage, readRows, readSimilarityThreshold,
} from './index-source';
import { createSearchState, type SearchState } from './search-state';
import { searchIndex, type IndexSearchResult } from './index-search';
import { compileQuery, type CompiledQuery } from './ts-eval';
import { readSnapshot, snapshotKeyOf, writeSnapshot, type SnapshotKey } from './index-snapshot';
import { parseTsQuery, UnsupportedQuery } from './tsquery';

const PAGE_ROWS = 10_000;
/**
 * Indexing a page gives way to the event loop this often, so the driver goes on reading the next page
 * off the socket: without it the database stalls on a full socket buffer until the whole page is
 * indexed, and the two sides take turns instead of working side by side (200k parts: 22 s → 14–17 s).
 */
const YIELD_EVERY_ROWS = 250;
const RETRY_AFTER_FAILURE_MS = 30_000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Reads the collation order of brands the index has not seen yet (facets order brands by it). */
async function learnBrands(db: Database, index: CatalogIndex, rows: SearchRow[]): Promise<void> {
  const unknown = index.unknownBrands(rows);
  if (unknown.length) index.setBrands(await readBrandOrder(db, [...index.brands, ...unknown]));
}

async function addRows(db: Database, index: CatalogIndex, rows: SearchRow[]): Promise<void> {
  await learnBrands(db, index, rows);
  for (const row of rows) index.upsert(row);
}

/** Told which parts changed as the index takes them in ('all': it was loaded afresh). */
export type ChangeListener = (partIds: readonly number[] | 'all') => void;

/** Applies the changes after the index's revision; false when it must be loaded afresh instead. */
async function catchUp(db: Database, index: CatalogIndex, onChange: ChangeListener = () => {}): Promise<boolean> {
  const changes = await readChanges(db, index.revision);
  if (changes.revision === index.revision) return true;
  const gap = changes.oldest === null || changes.oldest > index.revision + 1;
  if (changes.revision < index.revision || changes.reset || gap) return false;
  const rows = await readRows(db, changes.partIds);
  const present = new Set(rows.map((row) => row.part_id));
  for (const partId of changes.partIds) if (!present.has(partId)) index.remove(partId);
  await addRows(db, index, rows);
  index.revision = changes.revision;
  onChange(changes.partIds);
  return true;
}

async function loadIndex(db: Database, similarityThreshold: number): Promise<CatalogIndex> {
  const index = new CatalogIndex(similarityThreshold);
  // The revision first: whatever commits while the pages are read is logged after it and caught up.
  index.revision = await readRevision(db);
  // The next page is read while this one is indexed (the database and this thread work side by side),
  // with one statement in flight at a time: more measured no faster (indexing is the slower side) and
  // held more memory after the load.
  const readAfter = (partId: number) => {
    const page = readRowPage(db, partId, PAGE_ROWS);
    page.catch(() => undefined); // a failure is seen where the page is awaited, not as an unhandled one
    return page;
  };
  let next = readAfter(0);
  for (;;) {
    const rows = await next;
    if (rows.length === 0) break;
    await learnBrands(db, index, rows);
    next = readAfter(rows[rows.length - 1]!.part_id);
    for (let at = 0; at < rows.length; at++) {
      if (at % YIELD_EVERY_ROWS === 0) await setImmediate();
      index.upsert(rows[at]!);
    }
  }
  index.freeze();
  if (!(await catchUp(db, index))) throw new Error('part_search changed faster than it could be read');
  return index;
}

/** The index kept on disk, brought up to date from the change log; null when there is none to take up. */
async function restoreIndex(db: Database, directory: string, key: SnapshotKey): Promise<CatalogIndex | null> {
  const index = await readSnapshot(directory, key);
  return index && (await catchUp(db, index)) ? index : null;
}

/**
 * Copies a freshly loaded index for the disk before anyone searches it (the copy is taken at the call,
 * the file written in the background); a failure costs the next start its head start, nothing more.
 */
function keepOnDisk(directory: string, key: SnapshotKey, index: CatalogIndex, log: IndexLog): void {
  const started = Date.now();
  writeSnapshot(directory, key, index).then(
    () => log.info(`search index: snapshot written in ${Date.now() - started} ms`),
    (err: unknown) => log.error(err, 'search index: writing the snapshot failed'),
  );
}

export interface SearchIndexStats {
  parts: number;
  deadSlots: number;
  revision: number;
  /** Searches answered from the index, and those left to the SQL search, since the start. */
  answered: number;
  declined: number;
  /** Memory the index holds outside the JavaScript heap (native bitmaps), in bytes. */
  nativeBytes: number;
}

export interface IndexLog {
  info(message: string): void;
  error(err: unknown, message: string): void;
}
const SILENT: IndexLog = { info: () => {}, error: () => {} };

export interface SearchIndexOptions {
  log?: IndexLog;
  /** How far behind the database a search may answer (search-state.ts); 0 checks before every search. */
  maxLagMs?: number;
  /**
   * Where the built index is kept between starts (index-snapshot.ts): the first load of a process
   * takes it up when it matches, and every full load writes it. None: every load reads the database.
   */
  snapshotDir?: string;
}

export function createSearchIndex(db: Database, { log = SILENT, maxLagMs = 0, snapshotDir }: SearchIndexOptions = {}) {
  const states = createSearchState(db, { maxLagMs });
  const listeners: ChangeListener[] = [];
  const onChange: ChangeListener = (partIds) => {
    for (const listener of listeners) listener(partIds);
  };
  let current: CatalogIndex | null = null;
  let loading: Promise<CatalogIndex | null> | null = null;
  let syncing: Promise<void> | null = null;
  let failedAt = -Infinity;
  let everLoaded = false;
  let prunedAt = Date.now();
  let answered = 0;
  let declined = 0;

  /**
   * The snapshot only for a process's first load: a later one reloads because the index fell too far
   * behind or holds too many dead slots, which the snapshot plus the log would bring back.
   */
  async function loadFromSnapshotOrDatabase(): Promise<{ index: CatalogIndex; source: string }> {
    const similarityThreshold = await readSimilarityThreshold(db);
    const key = snapshotDir
      ? await snapshotKeyOf(db, similarityThreshold).catch((err: unknown) => {
          log.error(err, 'search index: reading the database identity failed, no snapshot taken up or written');
          return null;
        })
      : null;
    if (snapshotDir && key && !everLoaded) {
      const restored = await restoreIndex(db, snapshotDir, key).catch((err: unknown) => {
        log.error(err, 'search index: the snapshot could not be taken up, loading from the database');
        return null;
      });
      if (restored) return { index: restored, source: 'the snapshot' };
    }
    const index = await loadIndex(db, similarityThreshold);
    if (snapshotDir && key) keepOnDisk(snapshotDir, key, index, log);
    return { index, source: 'the database' };
  }

  function load(): Promise<CatalogIndex | null> {
    const started = Date.now();
    loading ??= loadFromSnapshotOrDatabase()
      .then(({ index, source }) => {
        current = index;
        everLoaded = true;
        onChange('all');
        log.info(`search index: ${index.liveCount} parts loaded from ${source} in ${Date.now() - started} ms`);
        return index;
      })
      .catch((err: unknown) => {
        failedAt = Date.now();
        log.error(err, 'search index: load failed, searching in SQL meanwhile');
        return null;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  /** Brings `index` up to `revision`, one sync at a time; false when it had to be dropped. */
  async function sync(index: CatalogIndex, revision: number): Promise<boolean> {
    while (index.revision < revision) {
      syncing ??= (async () => {
        try {
          if (await catchUp(db, index, onChange)) return;
          // Too far behind (or the table was emptied): reload while the SQL search answers.
          current = null;
          void load();
        } catch (err) {
          // A row it cannot hold, or the database failing mid-way: the index is no longer
          // complete, so drop it; SQL answers, and a fresh load is tried after a pause.
          if (current === index) current = null;
          failedAt = Date.now();
          log.error(err, 'search index: catching up failed, searching in SQL meanwhile');
        }
      })().finally(() => {
        syncing = null;
      });
      await syncing;
      if (current !== index) return false;
    }
    // Dead slots only cost memory; a fresh load drops them once they are a quarter of the index.
    if (index.deadCount > Math.max(1000, index.liveCount / 4) && !loading) void load();
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      pruneChanges(db).catch((err: unknown) => log.error(err, 'search index: pruning the change log failed'));
    }
    return true;
  }

  async function ready(revision: number): Promise<CatalogIndex | null> {
    let index = current;
    if (!index) {
      if (!loading && Date.now() - failedAt < RETRY_AFTER_FAILURE_MS) return null;
      const pending = load();
      // The first searches wait for the first load; while a dropped index reloads, SQL answers.
      if (everLoaded) return null;
      index = await pending;
      if (!index) return null;
    }
    return (await sync(index, revision)) ? index : null;
  }

  function compile(text: string | null): CompiledQuery | null | 'unsupported' {
    if (text === null) return null;
    try {
      const tree = parseTsQuery(text);
      if (!tree) return 'unsupported'; // only stop words: left to the SQL search's own handling
      const query = compileQuery(tree);
      return query.requiresMatch ? query : 'unsupported';
    } catch (err) {
      if (err instanceof UnsupportedQuery) return 'unsupported';
      throw err;
    }
  }

  /** The phrase the best-match boost looks for: null when there is none (only stop words), as `@@` an empty query is false. */
  function compilePhrase(text: string | null): CompiledQuery | null | 'unsupported' {
    if (!text) return null;
    try {
      const tree = parseTsQuery(text);
      return tree ? compileQuery(tree) : null;
    } catch (err) {
      if (err instanceof UnsupportedQuery) return 'unsupported';
      throw err;
    }
  }

  return {
    /** The page ids, total and facets for `criteria` at the index's revision, or null when the SQL search must answer. */
    async search(criteria: SearchCriteria): Promise<(IndexSearchResult & { revision: number; state: SearchState }) | null> {
      const state = await states.get(criteria);
      const query = compile(criteria.text ? state.tsquery : null);
      const phrase = compilePhrase(criteria.text ? state.phrase : null);
      const index = query === 'unsupported' || phrase === 'unsupported' ? null : await ready(state.revision);
      if (!index || query === 'unsupported' || phrase === 'unsupported' || (criteria.partNumber && !index.numbers.exact)) {
        declined++;
        return null;
      }
      answered++;
      // The revision the answer stands for, so what is drawn beside it can be kept for as long as it holds.
      return { ...searchIndex(index, { criteria, query, ...state, phrase }), revision: index.revision, state };
    },

    /**
     * Whether a normalized number is exactly some live part's own or interchange number, from the index
     * as it stands; null when the index cannot tell (not loaded, or numbers it leaves to SQL).
     */
    hasExactNumber(normalized: string): boolean | null {
      if (!current || !current.numbers.exact) return null;
      return current.numbers.slotsWithExactly(normalized).some((slot) => current!.alive.has(slot));
    },

    /** Calls `listener` with the parts of each catch-up, and with 'all' after each full load. */
    onChange(listener: ChangeListener): void {
      listeners.push(listener);
    },

    /** Loads the index now (a server warms it before taking traffic). */
    async warm(): Promise<void> {
      if (!current) await load();
    },

    /** Waits for a load or catch-up in progress, then drops the index: the database may be closed after it. */
    async close(): Promise<void> {
      await Promise.all([loading, syncing]);
      current = null;
    },

    stats(): SearchIndexStats | null {
      return current ? { parts: current.liveCount, deadSlots: current.deadCount, revision: current.revision, answered, declined, nativeBytes: current.bitmapBytes } : null;
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
