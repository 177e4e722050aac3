import { sql } from 'drizzle-orm';
import { buildVocabulary, type QueryVocabulary, type VehicleModelEntry } from '@shared/rules/query-understanding';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';

/** How long a loaded vocabulary answers before it is read again (in the background). */
const FRESH_MS = 60_000;

/** The catalog's words, synonyms and vehicles, as query understanding reads them. */
export async function loadVocabulary(db: Database): Promise<QueryVocabulary> {
  const [words, synonyms, models, partTypes, brands] = await Promise.all([
    queryRows<{ word: string; n: number }>(db, sql`
      select word, count(*)::int as n from (
        select regexp_split_to_table(lower(unaccent(name || ' ' || brand)), '[^a-z0-9]+') as word from parts
        union all
        select regexp_split_to_table(lower(unaccent(name)), '[^a-z0-9]+') from categories
      ) w where length(word) >= 2 group by word`),
    queryRows<{ term: string; alternatives: string[] }>(db, sql`select term, alternatives from search_synonyms order by id`),
    queryRows<VehicleModelEntry>(db, sql`
      select mo.id, mo.make_id as "makeId", mk.name as make, mo.name, mo.generation, mo.year_from as "yearFrom",
             mo.year_to as "yearTo", mo.variants, mo.engine_codes as "engineCodes"
      from models mo join makes mk on mk.id = mo.make_id order by mk.sort_order, mk.id, mo.year_from, mo.id`),
    // Part types as the names give them: the words before " for <vehicle>".
    queryRows<{ name: string; n: number }>(db, sql`
      select split_part(name, ' for ', 1) as name, count(*)::int as n from parts group by 1 order by 2 desc, 1 limit 2000`),
    queryRows<{ name: string; n: number }>(db, sql`select brand as name, count(*)::int as n from parts group by 1 order by 2 desc, 1 limit 2000`),
  ]);
  return buildVocabulary({
    words: new Map(words.map((w) => [w.word, Number(w.n)])),
    synonyms: new Map(synonyms.map((s) => [s.term, s.alternatives])),
    models: models.map((m) => ({ ...m, id: Number(m.id), makeId: Number(m.makeId) })),
    partTypes: new Map(partTypes.map((t) => [t.name, Number(t.n)])),
    brands: new Map(brands.map((b) => [b.name, Number(b.n)])),
  });
}

/**
 * The vocabulary, read once and then at most every minute: a search never waits for a re-read
 * (it answers with the previous vocabulary meanwhile), only for the first read.
 */
export function createVocabularyCache(db: Database) {
  let current: { vocabulary: QueryVocabulary; at: number } | null = null;
  let loading: Promise<QueryVocabulary> | null = null;
  const load = () => {
    loading ??= loadVocabulary(db)
      .then((vocabulary) => {
        current = { vocabulary, at: Date.now() };
        return vocabulary;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };
  return {
    async get(): Promise<QueryVocabulary> {
      if (!current) return load();
      if (Date.now() - current.at > FRESH_MS) void load().catch(() => undefined);
      return current.vocabulary;
    },
    /** Forget what was read (tests and the console, after editing synonyms or the catalog). */
    invalidate() {
      current = null;
    },
  };
}
