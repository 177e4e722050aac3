/**
 * The fixed query mix of `npm run bench:search`, drawn from the synthetic catalog itself: at least 200
 * distinct requests, each tagged with its class so slow kinds of query can be told apart
 * (`npm run bench:search -- --by-class`).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { AnyRow, queryRows } from '../src/server/db/query';

export type QueryClass = 'word' | 'phrase' | 'part number' | 'vehicle' | 'category + price' | 'word + free shipping' | 'typo/vehicle';
export interface MixEntry {
  path: string;
  kind: QueryClass;
}

/** The mix reads a few columns of each query's rows and turns them into request parameters itself. */
const rows = (db: Database, query: ReturnType<typeof sql>) => queryRows(db, AnyRow, query);

/** A fixed, deterministic mix of at least 200 distinct queries. */
export async function queryMix(db: Database): Promise<MixEntry[]> {
  const sorts = ['price_asc', 'price_desc', 'best_match', 'highest_rated', 'fastest_shipping'];
  const mix: MixEntry[] = [];
  const add = (kind: QueryClass, params: Record<string, string | number>) =>
    mix.push({ kind, path: `/api/parts/search?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}` });

  const words = await rows(db, sql`
    select lower(split_part(name, ' ', n)) as word
    from (select name from parts order by id limit 2000) p, generate_series(1, 3) n
    where length(split_part(name, ' ', n)) > 3
    group by 1 order by count(*) desc limit 40`);
  words.forEach((w, i) => add('word', { q: String(w.word), sort: sorts[i % sorts.length]! }));

  const phrases = await rows(db, sql`select name from parts order by id limit 20`);
  phrases.forEach((p, i) => add('phrase', { q: String(p.name).split(' ').slice(0, 3).join(' '), sort: sorts[(i + 2) % sorts.length]! }));

  const numbers = await rows(db, sql`select part_number from parts order by id desc limit 40`);
  numbers.forEach((n, i) => add('part number', { q: i % 2 ? String(n.part_number) : String(n.part_number).replace(/[\s.-]/g, ''), sort: 'best_match' }));

  const vehicles = await rows(db, sql`
    select mo.make_id, f.model_id, f.year_from from fitments f join models mo on mo.id = f.model_id
    group by 1, 2, 3 order by 1, 2, 3 limit 40`);
  vehicles.forEach((v, i) => add('vehicle', { makeId: Number(v.make_id), modelId: Number(v.model_id), year: Number(v.year_from), sort: sorts[i % sorts.length]! }));

  const categories = await rows(db, sql`select id from categories order by id`);
  for (let i = 0; i < 40; i++) {
    const min = 20 + (i % 10) * 25;
    add('category + price', { categoryId: Number(categories[i % categories.length]!.id), minPrice: min, maxPrice: min + 80 + (i % 4) * 50, sort: sorts[i % sorts.length]! });
  }
  for (let i = 0; i < 20; i++) {
    add('word + free shipping', { q: String(words[i % words.length]!.word), hasFreeShipping: 'true', page: 1 + (i % 3), sort: sorts[i % sorts.length]! });
  }

  // What query understanding works on: a catalog word with two letters swapped, and a vehicle named in
  // the words ("brake pads for my 2012 BMW 3 Series").
  words.slice(0, 20).forEach((w, i) => {
    const word = String(w.word);
    const typo = word.length > 4 ? word.slice(0, 2) + word[3] + word[2] + word.slice(4) : word;
    add('typo/vehicle', { q: typo, sort: sorts[i % sorts.length]! });
  });
  const named = await rows(db, sql`
    select mk.name as make, mo.name as model, mo.year_from from models mo join makes mk on mk.id = mo.make_id order by mo.id limit 20`);
  named.forEach((v, i) => add('typo/vehicle', { q: `${String(words[i % words.length]!.word)} for my ${Number(v.year_from)} ${String(v.make)} ${String(v.model)}`, sort: 'best_match' }));

  const seen = new Set<string>();
  return mix.filter((entry) => !seen.has(entry.path) && Boolean(seen.add(entry.path)));
}

/** What shoppers type into the search box, a few letters at a time: word, make and part-number prefixes. */
export async function suggestMix(db: Database): Promise<string[]> {
  const typed = await rows(db, sql`
    (select distinct lower(left(split_part(name, ' ', 1), 3 + (id % 4))) as q from parts order by 1 limit 40)
    union all (select lower(left(name, 3)) from makes order by id limit 20)
    union all (select left(part_number, 5) from parts order by id desc limit 20)`);
  return [...new Set(typed.map((t) => String(t.q)).filter((q) => q.trim().length >= 2))].map((q) => `/api/suggest?${new URLSearchParams({ q })}`);
}
