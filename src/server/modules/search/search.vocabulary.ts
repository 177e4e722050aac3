import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildVocabulary, type QueryVocabulary, type VehicleModelEntry } from '@shared/rules/query-understanding';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { vehicleAliasRows, vehicleCatalogVersion } from '../vehicles';

const WordCountRow = z.object({ word: z.string(), n: z.number() });
const SynonymRow = z.object({ term: z.string(), alternatives: z.array(z.string()), partTypes: z.array(z.string()) });
const VehicleModelRow = z.object({
  id: z.number(),
  makeId: z.number(),
  make: z.string(),
  name: z.string(),
  generation: z.string().nullable(),
  yearFrom: z.number(),
  yearTo: z.number().nullable(),
  variants: z.array(z.string()),
  engineCodes: z.array(z.string()),
  makeSlug: z.string(),
  slug: z.string(),
  fitted: z.boolean(),
}) satisfies z.ZodType<VehicleModelEntry>;
const NameCountRow = z.object({ name: z.string(), n: z.number() });
const PartNumberRow = z.object({ number: z.string(), name: z.string() });
/** `revision` is a bigint, which node-postgres hands over as text: the query casts it to float8. */
const RevisionRow = z.object({ revision: z.number() });

/** How long a loaded vocabulary answers before it is read again (in the background). */
const FRESH_MS = 60_000;

/**
 * The catalog's words, synonyms and vehicles, as query understanding reads them. `primary`: where a
 * stale alias table is rebuilt when `db` is a read replica.
 */
export async function loadVocabulary(db: Database, primary: Database = db): Promise<QueryVocabulary> {
  // One query after another: the vocabulary is read again every minute on a busy server, and its six
  // queries at once held six pool connections and both cores for seconds, so searches queued behind
  // them and some ran out of time waiting for a connection.
  const words = await queryRows(db, WordCountRow, sql`
      select word, count(*)::int as n from (
        select regexp_split_to_table(lower(unaccent(name || ' ' || brand)), '[^a-z0-9]+') as word from parts
        union all
        select regexp_split_to_table(lower(unaccent(name)), '[^a-z0-9]+') from categories
      ) w where length(word) >= 2 group by word`);
  const synonyms = await queryRows(db, SynonymRow, sql`select term, alternatives, part_types as "partTypes" from search_synonyms order by id`);
  const models = await queryRows(db, VehicleModelRow, sql`
      select mo.id, mo.make_id as "makeId", mk.name as make, mo.name, mo.generation, mo.year_from as "yearFrom",
             mo.year_to as "yearTo", mo.variants, mo.engine_codes as "engineCodes", mk.slug as "makeSlug", mo.slug,
             mo.id in (select distinct unnest(fit_model_ids) from part_search) as fitted
      from models mo join makes mk on mk.id = mo.make_id order by mk.sort_order, mk.id, mo.year_from, mo.id`);
  // Part types as the names give them: the words before " for <vehicle>".
  const partTypes = await queryRows(db, NameCountRow, sql`
      select split_part(name, ' for ', 1) as name, count(*)::int as n from parts group by 1 order by 2 desc, 1 limit 2000`);
  const brands = await queryRows(db, NameCountRow, sql`select brand as name, count(*)::int as n from parts group by 1 order by 2 desc, 1 limit 2000`);
  const partNumbers = await queryRows(db, PartNumberRow, sql`select part_number as number, name from parts`);
  // The alias table, rebuilt first when the catalog's vehicles changed since it was built, so a model
  // added to the catalog is known by all its names at once.
  const vehicleAliases = await vehicleAliasRows(db, primary);
  return buildVocabulary({
    words: new Map(words.map((w) => [w.word, Number(w.n)])),
    synonyms: new Map(synonyms.map((s) => [s.term, s.alternatives])),
    partTypeTerms: new Map(synonyms.filter((s) => s.partTypes.length > 0).map((s) => [s.term, s.partTypes])),
    models: models.map((m) => ({ ...m, id: Number(m.id), makeId: Number(m.makeId) })),
    vehicleAliases,
    partTypes: new Map(partTypes.map((t) => [t.name, Number(t.n)])),
    brands: new Map(brands.map((b) => [b.name, Number(b.n)])),
    partNumbers,
  });
}

/** How often a search checks whether the catalog changed since the vocabulary was read. */
const REVISION_CHECK_MS = 1_000;

/** The parts' revision and the catalog's vehicles: a change to either is a vocabulary to read again. */
const catalogRevision = async (db: Database): Promise<string> => {
  const parts = Number((await queryRows(db, RevisionRow, sql`select revision::float8 as revision from part_search_revision where id = 1`))[0]?.revision ?? 0);
  return `${parts}:${await vehicleCatalogVersion(db)}`;
};

/**
 * The vocabulary, read as the server starts and then again in the background: every minute, and when
 * the catalog's parts changed (the search index's revision moved) or its vehicles did (checked at most
 * every second). A
 * search never waits for a re-read, with one exception: a vocabulary read at start that no search has
 * used yet is checked at once and, when parts changed since, read again first (a catalog loaded just
 * after the server started would otherwise be unknown words for a minute).
 */
export function createVocabularyCache(db: Database, primary: Database = db) {
  let current: { vocabulary: QueryVocabulary; at: number; revision: string; checkedAt: number; used: boolean } | null = null;
  let loading: Promise<QueryVocabulary> | null = null;
  const load = () => {
    loading ??= (async () => {
      const revision = await catalogRevision(db);
      const vocabulary = await loadVocabulary(db, primary);
      current = { vocabulary, at: Date.now(), revision, checkedAt: Date.now(), used: false };
      return vocabulary;
    })().finally(() => {
      loading = null;
    });
    return loading;
  };
  const reloadInBackground = () => void load().catch(() => undefined);
  const markUsed = () => {
    if (current) current.used = true;
  };
  return {
    async get(): Promise<QueryVocabulary> {
      if (!current) {
        const vocabulary = await load();
        markUsed();
        return vocabulary;
      }
      const firstUse = !current.used;
      current.used = true;
      if (firstUse || Date.now() - current.checkedAt > REVISION_CHECK_MS) {
        current.checkedAt = Date.now();
        if ((await catalogRevision(db)) !== current.revision) {
          if (firstUse) return load();
          reloadInBackground();
        }
      }
      if (Date.now() - current.at > FRESH_MS) reloadInBackground();
      return current.vocabulary;
    },
    /** Read the vocabulary now (the server, as it starts). */
    async warm(): Promise<void> {
      if (!current) await load();
    },
    /** Forget what was read (tests and the console, after editing synonyms, vehicle aliases or the catalog). */
    invalidate() {
      current = null;
    },
  };
}

export type VocabularyCache = ReturnType<typeof createVocabularyCache>;
