import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Specification } from '../../db/schema/catalog';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import type { CatalogMake, CatalogModel } from '@shared/rules/vin-catalog';
import { fitmentFactsSchema } from '@shared/schemas/fitment';

const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

const SpecificationSchema = z.object({ name: z.string(), value: z.string() }) satisfies z.ZodType<Specification>;
/** `fitments` is null for a part with none (json_agg of no rows). */
const PartFitmentRow = z.object({
  part_id: z.number(),
  specifications: z.array(SpecificationSchema),
  fitments: z.array(fitmentFactsSchema).nullable(),
});
export type PartFitmentRow = z.infer<typeof PartFitmentRow>;
const EngineCodesRow = z.object({ engine_codes: z.array(z.string()) });
const CatalogMakeRow = z.object({ id: z.number(), name: z.string(), slug: z.string() }) satisfies z.ZodType<CatalogMake>;
const CatalogModelRow = z.object({
  id: z.number(),
  makeId: z.number(),
  name: z.string(),
  slug: z.string(),
  generation: z.string().nullable(),
  yearFrom: z.number(),
  yearTo: z.number().nullable(),
  variants: z.array(z.string()),
}) satisfies z.ZodType<CatalogModel>;
const EngineCodeRow = z.object({ engine_code: z.string() });
/** `select 1`: only whether a row came back is read. */
const ExistsRow = z.object({});
const IdRow = z.object({ id: z.number() });

/** Each part's fitments with their qualifiers, and its specifications (what a universal part meets). */
export async function findFitmentFacts(db: Database, partIds: number[]): Promise<PartFitmentRow[]> {
  if (partIds.length === 0) return [];
  return queryRows(db, PartFitmentRow, sql`
    select p.id as part_id, p.specifications,
      (select json_agg(json_build_object('modelId', f.model_id, 'yearFrom', f.year_from, 'yearTo', f.year_to,
              'notes', f.notes, 'position', f.position, 'engineCode', f.engine_code, 'variants', f.variants,
              'body', f.body, 'producedFrom', f.produced_from, 'producedTo', f.produced_to) order by f.id)
         from fitments f where f.part_id = p.id) as fitments
    from parts p where p.id in (${idList(partIds)})
  `);
}

/** The engine codes a model was offered with ("N52", "N54", "N55" for the E90). */
export async function findModelEngineCodes(db: Database, modelId: number): Promise<string[]> {
  const [row] = await queryRows(db, EngineCodesRow, sql`select engine_codes from models where id = ${modelId}`);
  return row?.engine_codes ?? [];
}

export async function findCatalogVehicles(db: Database): Promise<{ makes: CatalogMake[]; models: CatalogModel[] }> {
  const [makes, models] = await Promise.all([
    queryRows(db, CatalogMakeRow, sql`select id, name, slug from makes order by sort_order, name`),
    queryRows(db, CatalogModelRow, sql`
      select id, make_id as "makeId", name, slug, generation, year_from as "yearFrom", year_to as "yearTo", variants
      from models order by id
    `),
  ]);
  return { makes, models };
}

/** Engine codes the catalog's engine-coded fitments give a model's variant in a year ("N54" for a 2008 335i). */
export async function findEngineCodes(db: Database, modelId: number, year: number, variant: string): Promise<string[]> {
  const rows = await queryRows(db, EngineCodeRow, sql`
    select distinct engine_code from fitments
    where model_id = ${modelId} and year_from <= ${year} and year_to >= ${year}
      and engine_code is not null and variants @> jsonb_build_array(${variant}::text)
    order by engine_code
  `);
  return rows.map((r) => r.engine_code);
}

export async function partExists(db: Database, partId: number): Promise<boolean> {
  const rows = await queryRows(db, ExistsRow, sql`select 1 from parts where id = ${partId}`);
  return rows.length > 0;
}

export async function modelExists(db: Database, modelId: number): Promise<boolean> {
  const rows = await queryRows(db, ExistsRow, sql`select 1 from models where id = ${modelId}`);
  return rows.length > 0;
}

export interface NewFitmentReport {
  partId: number;
  modelId: number | null;
  year: number | null;
  variant: string | null;
  engine: string | null;
  shownVerdict: string | null;
  note: string;
}

export async function insertFitmentReport(db: Database, report: NewFitmentReport): Promise<number> {
  const [row] = await queryRows(db, IdRow, sql`
    insert into fitment_reports (part_id, model_id, year, variant, engine, shown_verdict, note)
    values (${report.partId}, ${report.modelId}, ${report.year}, ${report.variant}, ${report.engine}, ${report.shownVerdict}, ${report.note})
    returning id
  `);
  return row!.id;
}
