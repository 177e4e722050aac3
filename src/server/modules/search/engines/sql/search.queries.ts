import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../../db/client';
import { queryRows } from '../../../../db/query';
import { FEATURED_STRIP_SIZE } from '@shared/schemas/search';
import { candidatesCtes, featuredOrderBy, listingConditions, orderBy, type SearchCriteria } from './search.sql';
import { partTypeFacet, type PartTypeFacetEntry } from '../../spec/facets';

const Facet = z.object({ id: z.number(), name: z.string(), count: z.number() });
const FacetColumns = z.object({
  categories: z.array(Facet),
  vendors: z.array(Facet),
  brands: z.array(z.object({ name: z.string(), count: z.number() })),
  /** Counts by part type id: named and ordered by spec/facets.ts, as the index's are. */
  partTypes: z.array(z.object({ id: z.string(), count: z.number() })),
});
export type FacetName = keyof z.infer<typeof FacetColumns>;
export type FacetRows = Omit<z.infer<typeof FacetColumns>, 'partTypes'> & { partTypes: PartTypeFacetEntry[] };
/** A facet column is there only when asked for, and null when nothing matched (json_agg of no rows). */
const FacetColumnsRow = z.object({
  categories: FacetColumns.shape.categories.nullish(),
  vendors: FacetColumns.shape.vendors.nullish(),
  brands: FacetColumns.shape.brands.nullish(),
  partTypes: FacetColumns.shape.partTypes.nullish(),
});

/** The sub-select that counts one facet over the `matched` parts. */
function facetSelect(name: FacetName, c: SearchCriteria): SQL {
  switch (name) {
    case 'categories':
      return sql`(select json_agg(json_build_object('id', cat.id, 'name', cat.name, 'count', x.n) order by x.n desc, cat.name)
         from (select category_id, count(*) as n from matched group by category_id) x
         join categories cat on cat.id = x.category_id)`;
    case 'vendors': {
      const offerFilter = listingConditions(c);
      // Without listing filters every offer counts, and each part carries its vendors: no listing read.
      const counts = offerFilter.length
        ? sql`select l.vendor_id, count(distinct l.part_id) as n
                from listings l join matched on matched.id = l.part_id
                where ${sql.join(offerFilter, sql` and `)}
                group by l.vendor_id`
        : // unnest in the select list (one ProjectSet) runs ~3x faster than a lateral function scan per row.
          sql`select vendor_id, count(*) as n from (select unnest(vendor_ids) as vendor_id from matched) offers group by vendor_id`;
      return sql`(select json_agg(json_build_object('id', v.id, 'name', v.name, 'count', x.n) order by x.n desc, v.name)
         from (${counts}) x
         join vendors v on v.id = x.vendor_id)`;
    }
    case 'brands':
      return sql`(select json_agg(json_build_object('name', brand, 'count', n) order by n desc, brand)
         from (select brand, count(*) as n from matched group by brand) x)`;
    case 'partTypes':
      return sql`(select json_agg(json_build_object('id', part_type, 'count', n))
         from (select part_type, count(*) as n from matched where part_type is not null group by part_type) x)`;
  }
}

const facetColumns = (c: SearchCriteria, names: readonly FacetName[]): SQL[] =>
  names.map((name) => sql`${facetSelect(name, c)} as ${sql.identifier(name)}`);

const facetsOf = (row: z.infer<typeof FacetColumnsRow>, names: readonly FacetName[]): Partial<FacetRows> =>
  Object.fromEntries(names.map((name) => [name, name === 'partTypes' ? partTypeFacet(row.partTypes ?? []) : (row[name] ?? [])]));

/** Counts of the named facets over the parts matching `c`, in one round trip. */
export async function findFacets(db: Database, c: SearchCriteria, names: readonly FacetName[]): Promise<Partial<FacetRows>> {
  const [row] = await queryRows(db, FacetColumnsRow, sql`
    ${candidatesCtes(c)}, matched as materialized (select id, category_id, part_type, brand, vendor_ids from candidates)
    select ${sql.join(facetColumns(c, names), sql`, `)}
  `);
  return facetsOf(row ?? {}, names);
}

const PageRow = z.object({ id: z.number(), promo_label: z.string().nullable() });
export type PageRow = z.infer<typeof PageRow>;
const PageAndFacetsRow = FacetColumnsRow.extend({ page: z.array(PageRow), featured: z.array(PageRow), total: z.number() });

/**
 * One page of matching part ids in the chosen order (a featured placement among them keeps its place and
 * its label), the featured placements among the matches that are not on that page (for their own
 * strip), the total, and the named facets, from ONE pass over the
 * candidates: a broad search visits tens of thousands of rows, so they are matched once and then
 * ordered, counted and grouped from memory.
 */
export async function findPageAndFacets(db: Database, c: SearchCriteria, names: readonly FacetName[]) {
  const [row] = await queryRows(db, PageAndFacetsRow, sql`
    ${candidatesCtes(c)}, matched as materialized (select * from candidates),
    page as (select * from matched order by ${orderBy(c)} limit ${c.limit} offset ${c.offset})
    select
      (select coalesce(json_agg(json_build_object('id', id, 'promo_label', promo_label) order by ${orderBy(c)}), '[]'::json)
         from page) as page,
      (select coalesce(json_agg(json_build_object('id', id, 'promo_label', promo_label) order by ${featuredOrderBy(c)}), '[]'::json)
         from (select * from matched m
               where m.promo_priority is not null and not exists (select 1 from page where page.id = m.id)
               order by ${featuredOrderBy(c)} limit ${FEATURED_STRIP_SIZE}) featured) as featured,
      (select count(*)::int from matched) as total
      ${names.length ? sql`, ${sql.join(facetColumns(c, names), sql`, `)}` : sql``}
  `);
  return { page: row?.page ?? [], featured: row?.featured ?? [], total: Number(row?.total ?? 0), facets: facetsOf(row ?? {}, names) };
}

const VehicleSlugsRow = z.object({ make_id: z.number(), model_id: z.number().nullable() });

/** Make and model ids for the slugs the home page sends. */
export async function resolveVehicleSlugs(db: Database, makeSlug?: string, modelSlug?: string) {
  const [row] = await queryRows(db, VehicleSlugsRow, sql`
    select mk.id as make_id, mo.id as model_id
    from makes mk
    left join models mo on mo.make_id = mk.id and mo.slug = ${modelSlug ?? ''}
    where mk.slug = ${makeSlug ?? ''}
  `);
  return row ?? null;
}

const FoundRow = z.object({ found: z.boolean() });

/** Whether a normalized number is exactly some part's number or interchange number. */
export async function isExactPartNumber(db: Database, normalized: string): Promise<boolean> {
  const [row] = await queryRows(db, FoundRow, sql`
    select exists (select 1 from parts where part_number_normalized = ${normalized})
        or exists (select 1 from interchange_numbers where number_normalized = ${normalized}) as found
  `);
  return row?.found === true;
}
