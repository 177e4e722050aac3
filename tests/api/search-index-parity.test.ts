import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQuerySchema, SEARCH_SORTS, type SearchQueryInput } from '../../src/shared/schemas/search';
import type { DatabaseHandle } from '../../src/server/db/client';
import { seedSyntheticCatalog } from '../../src/demo/seed/synthetic';
import { refreshPartDerived } from '../../src/server/db/derived';
import { seedPartWords } from '../../src/server/db/seed/part-words';
import { createSearchIndex, type IndexLog } from '../../src/server/modules/search/engines/index/search-index';
import { DATABASE_IDENTITY_KEY } from '../../src/server/modules/search/engines/index/index-snapshot';
import { POPULARITY_PRIOR } from '../../src/server/modules/search/popularity';
import { refreshPopularity } from '../../src/server/modules/search/popularity.queries';
import { createSearchService } from '../../src/server/modules/search/search.service';
import { createFitmentService, createVinDecoder } from '../../src/server/modules/fitment';
import { createTestDatabase, rowsOf } from '../support/database';

/**
 * The in-process index must answer exactly as the SQL search does — same parts in the same order,
 * same totals, same facet counts and order — for every kind of query. This drives both over a
 * synthetic catalog with a few hundred queries and compares whole responses.
 */
describe('in-process search index agrees with the SQL search', () => {
  let database: DatabaseHandle;
  const queries: SearchQueryInput[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    await seedSyntheticCatalog(db, { parts: 1500, now: new Date('2026-06-01T00:00:00Z') });
    await seedPartWords(db);
    // Featured placements reorder results: some current, one over, one not started.
    await db.execute(sql`insert into promotions (part_id, label, priority, starts_at, ends_at)
      select id, case when id % 2 = 0 then 'Featured' else 'Staff pick' end, (id % 3)::int, now() - interval '1 day',
             case when id % 5 = 0 then now() - interval '1 hour' else null end
      from parts where id % 97 = 0`);
    // Shoppers' click-outs give some parts a popularity prior in best match: from 1 to 40 shoppers each.
    await db.execute(sql`insert into click_outs (listing_id, vendor_id, part_id, session_id)
      select l.id, l.vendor_id, l.part_id, 'shopper-' || s
      from (select distinct on (part_id) id, vendor_id, part_id from listings where part_id % 7 = 0 order by part_id, id) l,
           generate_series(1, 1 + l.part_id % 40) s`);
    await refreshPopularity(db, POPULARITY_PRIOR);
    // Fresh and stale offers mixed (the catalog's "today" is in the past, so every offer starts stale):
    // four in five confirmed now, one a month ago. The best in-stock total is then a stale offer's only
    // where no fresh offer is in stock, however cheap it is, and offers list stale last.
    await db.execute(sql`update listings set last_seen_at = case when id % 5 = 0 then now() - interval '30 days' else now() end`);
    // Engine-only fitments (no model: every model offered with the engine code), for a part in eleven.
    await db.execute(sql`insert into fitments (part_id, model_id, engine_code, year_from, year_to)
      select p.id, null, e.code, e.year_from, e.year_to from parts p
      join lateral (select mo.engine_codes->>0 as code, mo.year_from, coalesce(mo.year_to, mo.year_from + 6) as year_to
                    from models mo where jsonb_array_length(mo.engine_codes) > 0
                    order by (mo.id * 7 + p.id) % 13, mo.id limit 1) e on true
      where p.id % 11 = 0`);
    await refreshPartDerived(db);
    const mixed = await rowsOf<{ stale_cheaper: number; engine_only: number }>(db, sql`
      select (select count(*)::int from (
                select part_id from listings where in_stock group by part_id
                having min(total_price_cents) filter (where last_seen_at < now() - interval '7 days')
                     < min(total_price_cents) filter (where last_seen_at > now() - interval '1 day')) p) as stale_cheaper,
             (select count(*)::int from fitments where model_id is null) as engine_only`);
    // Parts whose cheapest in-stock offer is stale and so not their best buy.
    expect(mixed[0]!.stale_cheaper).toBeGreaterThan(50);
    expect(mixed[0]!.engine_only).toBeGreaterThan(50);

    const words = await rowsOf<{ word: string }>(db, sql`
      select lower(split_part(name, ' ', n)) as word from parts, generate_series(1, 3) n
      where length(split_part(name, ' ', n)) > 3 group by 1 order by count(*) desc, 1 limit 25`);
    const names = await rowsOf<{ name: string; brand: string }>(db, sql`select name, brand from parts order by id limit 15`);
    const numbers = await rowsOf<{ part_number: string }>(db, sql`select part_number from parts order by id desc limit 12`);
    const interchange = await rowsOf<{ number: string }>(db, sql`select number from interchange_numbers order by id limit 6`);
    const vehicles = await rowsOf<{ make_id: number; model_id: number; year_from: number }>(db, sql`
      select mo.make_id, f.model_id, f.year_from from fitments f join models mo on mo.id = f.model_id
      group by 1, 2, 3 order by 1, 2, 3 limit 12`);
    // Vehicles named down to the variant or engine, where engine-coded fitments qualify the verdict.
    const engineCoded = await rowsOf<{ model_id: number; year_from: number; engine_code: string; variant: string }>(db, sql`
      select f.model_id, f.year_from, f.engine_code, f.variants->>0 as variant from fitments f
      where f.engine_code is not null and jsonb_array_length(f.variants) > 0
      group by 1, 2, 3, 4 order by 1, 2, 3, 4 limit 6`);
    // Models reached only through an engine-only fitment.
    const byEngine = await rowsOf<{ make_id: number; model_id: number; year: number }>(db, sql`
      select mo.make_id, mo.id as model_id, max(f.year_from) as year from fitments f
      join models mo on f.model_id is null and mo.engine_codes @> jsonb_build_array(f.engine_code)
        and f.year_from <= coalesce(mo.year_to, f.year_to) and f.year_to >= mo.year_from
      group by 1, 2 order by 2 limit 8`);
    const categories = await rowsOf<{ id: number }>(db, sql`select id from categories order by id`);
    const vendors = await rowsOf<{ id: number }>(db, sql`select id from vendors order by id`);
    const sorts = SEARCH_SORTS;
    const sort = (i: number) => sorts[i % sorts.length]!;

    words.forEach(({ word }, i) => {
      queries.push({ q: word, sort: sort(i) });
      queries.push({ q: word, sort: sort(i + 1), page: '2', pageSize: '7' });
      queries.push({ q: word, sort: sort(i + 2), hasFreeShipping: 'true', minPrice: String(20 + i * 7) });
      queries.push({ q: word, sort: sort(i + 3), vendorIds: `${vendors[i % vendors.length]!.id},${vendors[(i + 5) % vendors.length]!.id}` });
      if (i % 3 === 0) queries.push({ q: word, sort: sort(i + 1), inStock: 'true', hasNextDayDelivery: i % 2 ? 'true' : 'false' });
    });
    names.forEach(({ name, brand }, i) => {
      queries.push({ q: name.split(' ').slice(0, 3).join(' '), sort: sort(i) });
      queries.push({ q: `"${name.split(' ').slice(0, 2).join(' ')}"`, sort: 'best_match' });
      queries.push({ q: name.split(' ')[0]!, brands: brand, sort: sort(i + 1) });
    });
    numbers.forEach(({ part_number }, i) => {
      queries.push({ q: part_number, sort: 'best_match' });
      queries.push({ q: part_number.replace(/[\s.-]/g, ''), sort: sort(i) });
      // A near miss: one digit changed.
      queries.push({ q: part_number.replace(/[\s.-]/g, '').replace(/\d$/, (d) => String((Number(d) + 1) % 10)), sort: 'best_match' });
    });
    interchange.forEach(({ number }) => queries.push({ q: number, sort: 'best_match' }));
    vehicles.forEach((v, i) => {
      queries.push({ makeId: String(v.make_id), sort: sort(i) });
      queries.push({ makeId: String(v.make_id), modelId: String(v.model_id), year: String(v.year_from), sort: sort(i + 1) });
      queries.push({ modelId: String(v.model_id), q: words[i % words.length]!.word, sort: 'best_match' });
    });
    // Understood queries: misspelt and run-together words, vehicles named in the words, shop words.
    const named = await rowsOf<{ make: string; model: string; generation: string | null; year_from: number }>(db, sql`
      select mk.name as make, mo.name as model, mo.generation, min(f.year_from) as year_from
      from fitments f join models mo on mo.id = f.model_id join makes mk on mk.id = mo.make_id
      group by 1, 2, 3 order by 1, 2, 3 limit 12`);
    const swapped = (w: string) => w.slice(0, 1) + w[2] + w[1] + w.slice(3);
    words.filter(({ word }) => /^[a-z]{5,}$/.test(word)).slice(0, 10).forEach(({ word }, i) => {
      queries.push({ q: swapped(word), sort: sort(i) });
      queries.push({ q: `${word}${words[(i + 1) % words.length]!.word}`, sort: 'best_match' });
    });
    named.forEach((v, i) => {
      const word = words[i % words.length]!.word;
      queries.push({ q: `${word} for my ${v.year_from} ${v.make} ${v.model}`, sort: 'best_match' });
      if (v.generation) queries.push({ q: `${v.generation} ${word}`, sort: sort(i) });
      queries.push({ q: `${v.make} ${word}`, sort: sort(i + 1), hasFreeShipping: 'true' });
    });
    queries.push({ q: 'shocks', sort: 'best_match' }, { q: 'front rotors', sort: 'best_match' }, { q: 'plugs', sort: 'price_asc' });
    // Words naming part types: their parts first under every sort, a vehicle or a filter beside them.
    ['brake pads', 'brake pad sensor', 'timing belt', 'spark plug set', 'bonnet strut', 'ccv valve', 'engine mount'].forEach((q, i) => {
      for (const s of sorts) queries.push({ q, sort: s });
      queries.push({ q, sort: sort(i), hasFreeShipping: 'true', page: '2', pageSize: '5' });
      queries.push({ q: `${q} ${named[i % named.length]!.make}`, sort: sort(i + 1) });
    });
    // Brands named in the words lift their parts in best match, by words and with a part number.
    const brands = [...new Set(names.map(({ brand }) => brand))].slice(0, 6);
    brands.forEach((brand, i) => {
      queries.push({ q: brand, sort: 'best_match' });
      queries.push({ q: `${brand} ${words[i % words.length]!.word}`, sort: 'best_match' });
      queries.push({ q: `${brand} ${numbers[i % numbers.length]!.part_number}`, sort: 'best_match' });
    });
    // Words joined by a slash, and phrases whose words also occur scattered (the best-match phrase boost).
    words.slice(0, 6).forEach(({ word }, i) => {
      queries.push({ q: `${word}/${words[(i + 2) % words.length]!.word}`, sort: 'best_match' });
      queries.push({ q: `${words[(i + 3) % words.length]!.word} ${word}`, sort: 'best_match' });
    });
    engineCoded.forEach((v, i) => {
      queries.push({ modelId: String(v.model_id), year: String(v.year_from), engine: v.engine_code, sort: sort(i) });
      queries.push({ modelId: String(v.model_id), year: String(v.year_from), variant: v.variant, sort: sort(i + 1) });
      queries.push({ modelId: String(v.model_id), year: String(v.year_from), engine: 'X99', q: words[i % words.length]!.word, sort: 'best_match' });
    });
    byEngine.forEach((v, i) => {
      queries.push({ modelId: String(v.model_id), year: String(v.year), sort: sort(i) });
      queries.push({ makeId: String(v.make_id), modelId: String(v.model_id), q: words[i % words.length]!.word, sort: 'best_match' });
      queries.push({ modelId: String(v.model_id), inStock: 'true', sort: 'price_asc' });
    });
    // The part-type filter, alone, with words, other filters and a vehicle, several types at once; and
    // beside words naming another type (the filter keeps, the words' types come first).
    const partTypes = await rowsOf<{ part_type: string }>(db, sql`
      select part_type from parts where part_type is not null group by 1 order by count(*) desc, 1 limit 8`);
    expect(partTypes.length).toBe(8);
    partTypes.forEach(({ part_type: type }, i) => {
      const other = partTypes[(i + 3) % partTypes.length]!.part_type;
      queries.push({ partType: type, sort: sort(i) });
      queries.push({ partType: `${type},${other}`, sort: sort(i + 1), page: '2', pageSize: '5' });
      queries.push({ partType: type, q: words[i % words.length]!.word, sort: 'best_match' });
      queries.push({ partType: type, brands: names[i % names.length]!.brand, vendorIds: String(vendors[i % vendors.length]!.id), sort: sort(i + 2) });
      queries.push({ partType: `${type},${other}`, hasFreeShipping: 'true', minPrice: String(20 + i * 5), sort: sort(i + 3) });
      queries.push({ partType: type, categoryId: String(categories[i % categories.length]!.id), inStock: 'true', sort: sort(i) });
      queries.push({ partType: type, makeId: String(vehicles[i % vehicles.length]!.make_id), modelId: String(vehicles[i % vehicles.length]!.model_id), sort: sort(i + 1) });
    });
    ['brake pads', 'timing belt'].forEach((q, i) => queries.push({ q, partType: partTypes.map((p) => p.part_type).join(','), sort: sort(i) }));
    categories.forEach(({ id }, i) => {
      queries.push({ categoryId: String(id), minPrice: String(20 + i * 10), maxPrice: String(150 + i * 20), sort: sort(i) });
      queries.push({ categoryId: String(id), hasSameDayShipping: 'true', hasNextDayDelivery: i % 2 ? 'true' : 'false', sort: sort(i + 2) });
    });
    queries.push(
      {},
      { sort: 'highest_rated', page: '3', pageSize: '50' },
      { q: 'brake or pad', sort: 'best_match' },
      { q: 'brake -pad', sort: 'best_match' },
      { q: '"front brake"', sort: 'best_match' },
      { q: 'the', sort: 'best_match' },
      { q: 'zzzz-nothing-matches', sort: 'price_asc' },
      { q: 'heavy-duty', sort: 'best_match' },
      { q: 'oe-quality brake', sort: 'best_match' },
      { q: 'brake', page: '500', sort: 'price_asc' },
      { brands: 'bosch,BREMBO', vendorIds: String(vendors[0]!.id), sort: 'fastest_shipping' },
      { inStock: 'true', sort: 'price_desc', page: '2' },
    );
  }, 300_000);
  afterAll(() => database.close());

  it('gives identical responses for every query of the mix', async () => {
    const db = database.db;
    const index = createSearchIndex(db);
    const decoder = createVinDecoder();
    const fitment = createFitmentService(db, decoder);
    const withIndex = createSearchService(db, index, fitment);
    const sqlOnly = createSearchService(db, null, fitment);
    let withResults = 0;
    let corrected = 0;
    let retried = 0;
    const searchesSoFar = () => {
      const stats = index.stats();
      return stats ? stats.answered + stats.declined : 0;
    };
    let withVehicle = 0;
    let typeFiltered = 0;
    const verdicts = { true: 0, false: 0, null: 0 };
    for (const input of queries) {
      const query = searchQuerySchema.parse(input);
      const before = searchesSoFar();
      const [fromIndex, fromSql] = [await withIndex.search(query), await sqlOnly.search(query)];
      // A correction that finds nothing is searched again as typed: two searches for one query.
      retried += searchesSoFar() - before - 1;
      expect(fromIndex, JSON.stringify(input)).toEqual(fromSql);
      if (fromSql.parts.length > 0) withResults++;
      if (fromSql.correctedQuery) corrected++;
      if (fromSql.vehicle?.source === 'query') withVehicle++;
      if (input.partType && fromSql.total > 0 && fromSql.facets.partTypes.length > 1) typeFiltered++;
      for (const part of fromSql.parts) if (part.fitsVehicle !== undefined) verdicts[String(part.fitsVehicle) as keyof typeof verdicts]++;
    }
    await decoder.close();
    // The understood queries were understood, not just searched as typed.
    expect(corrected).toBeGreaterThanOrEqual(15);
    expect(withVehicle).toBeGreaterThanOrEqual(20);
    // The part-type filter found parts, with other types left to tick beside it.
    expect(typeFiltered).toBeGreaterThanOrEqual(30);
    // The vehicle queries judged parts every way: fits, does not fit (another engine), cannot say.
    expect(verdicts.true).toBeGreaterThan(0);
    expect(verdicts.false).toBeGreaterThan(0);
    expect(verdicts.null).toBeGreaterThan(0);
    expect(queries.length).toBeGreaterThan(250);
    expect(withResults).toBeGreaterThan(queries.length * 0.8);
    // Only the stop-word query ("the" parses to an empty tsquery) is left to the SQL search.
    expect(index.stats()).toMatchObject({ answered: queries.length + retried - 1, declined: 1 });
    expect(retried).toBeLessThan(queries.length * 0.05);
  }, 1_200_000);

  /** A log that keeps its lines, and resolves `written` once a snapshot is on disk. */
  function recordingLog() {
    const lines: string[] = [];
    let wrote = () => {};
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const log: IndexLog = {
      info: (message) => {
        lines.push(message);
        if (message.startsWith('search index: snapshot written')) wrote();
      },
      error: (err, message) => lines.push(`${message}: ${String(err)}`),
    };
    return { lines, written, log };
  }

  it('takes up a snapshot, catches up what changed since, and passes over one of another database or unreadable', async () => {
    const db = database.db;
    const directory = await mkdtemp(path.join(tmpdir(), 'pitlane-index-snapshot-'));
    try {
      const writer = recordingLog();
      const first = createSearchIndex(db, { snapshotDir: directory, log: writer.log });
      await first.warm();
      await writer.written;
      await first.close();
      expect(writer.lines[0]).toMatch(/^search index: 1500 parts loaded from the database/);

      // The catalog moves on after the snapshot: prices change, a part loses every offer, others' stock.
      await db.execute(sql`update listings set price_cents = price_cents + 137 where part_id % 13 = 0`);
      await db.execute(sql`update listings set in_stock = not in_stock where part_id % 17 = 0`);
      await db.execute(sql`delete from listings where part_id = (select min(part_id) from listings)`);
      await refreshPartDerived(db);

      const reader = recordingLog();
      const restored = createSearchIndex(db, { snapshotDir: directory, log: reader.log });
      await restored.warm();
      expect(reader.lines).toEqual([expect.stringMatching(/^search index: \d+ parts loaded from the snapshot/)]);
      const decoder = createVinDecoder();
      const fitment = createFitmentService(db, decoder);
      const fromSnapshot = createSearchService(db, restored, fitment);
      const sqlOnly = createSearchService(db, null, fitment);
      for (const input of queries.filter((_, i) => i % 3 === 0)) {
        const query = searchQuerySchema.parse(input);
        expect(await fromSnapshot.search(query), JSON.stringify(input)).toEqual(await sqlOnly.search(query));
      }
      await restored.close();
      await decoder.close();

      // Another database's snapshot (its identity differs) is not taken up.
      const [identityRow] = await rowsOf<{ value: string }>(db, sql`select value from site_settings where key = ${DATABASE_IDENTITY_KEY}`);
      const identity = identityRow!.value;
      await db.execute(sql`update site_settings set value = 'another-database' where key = ${DATABASE_IDENTITY_KEY}`);
      const other = recordingLog();
      const elsewhere = createSearchIndex(db, { snapshotDir: directory, log: other.log });
      await elsewhere.warm();
      await other.written;
      await elsewhere.close();
      expect(other.lines[0]).toMatch(/loaded from the database/);
      await db.execute(sql`update site_settings set value = ${identity} where key = ${DATABASE_IDENTITY_KEY}`);

      // An unreadable file is reported and passed over, and the search still answers from a full load.
      for (const file of await readdir(directory)) await writeFile(path.join(directory, file), 'not a snapshot');
      const broken = recordingLog();
      const reloaded = createSearchIndex(db, { snapshotDir: directory, log: broken.log });
      await reloaded.warm();
      expect(broken.lines[0]).toMatch(/^search index: the snapshot could not be taken up, loading from the database/);
      expect(broken.lines[1]).toMatch(/loaded from the database/);
      const [counted] = await rowsOf<{ count: number }>(db, sql`select count(*)::int as count from part_search`);
      expect(reloaded.stats()?.parts).toBe(counted!.count);
      await broken.written;
      await reloaded.close();
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }, 600_000);
});
