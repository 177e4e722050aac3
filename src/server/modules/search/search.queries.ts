import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidatesCtes, listingConditions, orderBy, type SearchCriteria } from './search.sql';

type Rows<T> = { rows: T[] };

/** One page of matching part ids in order, with the total and any featured label. */
export async function findPage(db: Database, c: SearchCriteria) {
  const result = (await db.execute(sql`
    ${candidatesCtes(c)}
    select id, promo_label, count(*) over () as total
    from candidates
    order by ${orderBy(c.sort)}
    limit ${c.limit} offset ${c.offset}
  `)) as unknown as Rows<{ id: number; promo_label: string | null; total: string | number }>;
  return result.rows;
}

/** Total when the requested page is past the end (the page query then returns no row to carry it). */
export async function countCandidates(db: Database, c: SearchCriteria): Promise<number> {
  const result = (await db.execute(sql`${candidatesCtes(c)} select count(*) as total from candidates`)) as unknown as Rows<{
    total: string | number;
  }>;
  return Number(result.rows[0]?.total ?? 0);
}

type Facet = { id: number; name: string; count: number };
export interface FacetRows {
  categories: Facet[];
  vendors: Facet[];
  brands: { name: string; count: number }[];
}
export type FacetName = keyof FacetRows;

/** The sub-select that counts one facet over the `matched` parts. */
function facetSelect(name: FacetName, c: SearchCriteria): SQL {
  switch (name) {
    case 'categories':
      return sql`(select json_agg(json_build_object('id', cat.id, 'name', cat.name, 'count', x.n) order by x.n desc, cat.name)
         from (select category_id, count(*) as n from matched group by category_id) x
         join categories cat on cat.id = x.category_id)`;
    case 'vendors': {
      const offerFilter = listingConditions(c);
      return sql`(select json_agg(json_build_object('id', v.id, 'name', v.name, 'count', x.n) order by x.n desc, v.name)
         from (select l.vendor_id, count(distinct l.part_id) as n
                 from listings l join matched on matched.id = l.part_id
                 ${offerFilter.length ? sql`where ${sql.join(offerFilter, sql` and `)}` : sql``}
                 group by l.vendor_id) x
         join vendors v on v.id = x.vendor_id)`;
    }
    case 'brands':
      return sql`(select json_agg(json_build_object('name', brand, 'count', n) order by n desc, brand)
         from (select brand, count(*) as n from matched group by brand) x)`;
  }
}

/** Counts of the named facets over the parts matching `c`, in one round trip. */
export async function findFacets(db: Database, c: SearchCriteria, names: readonly FacetName[]): Promise<Partial<FacetRows>> {
  const columns = names.map((name) => sql`${facetSelect(name, c)} as ${sql.identifier(name)}`);
  const result = (await db.execute(sql`
    ${candidatesCtes(c)}, matched as materialized (select id, category_id, brand from candidates)
    select ${sql.join(columns, sql`, `)}
  `)) as unknown as Rows<Partial<Record<FacetName, unknown[] | null>>>;
  const row = result.rows[0] ?? {};
  return Object.fromEntries(names.map((name) => [name, row[name] ?? []])) as Partial<FacetRows>;
}

/** Make and model ids for the slugs the home page sends. */
export async function resolveVehicleSlugs(db: Database, makeSlug?: string, modelSlug?: string) {
  const result = (await db.execute(sql`
    select mk.id as make_id, mo.id as model_id
    from makes mk
    left join models mo on mo.make_id = mk.id and mo.slug = ${modelSlug ?? ''}
    where mk.slug = ${makeSlug ?? ''}
  `)) as unknown as Rows<{ make_id: number; model_id: number | null }>;
  return result.rows[0] ?? null;
}
