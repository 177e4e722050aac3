import { and, asc, count, eq, like, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { OPEN_YEAR, type AliasModel, type AliasRow, type AliasSource, type IndexedTarget } from '@shared/rules/vehicle-aliases';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { makes, models, siteSettings, vehicleAliases } from '../../db/schema';

const AliasModelRow = z.object({
  id: z.number(),
  make: z.string(),
  name: z.string(),
  generation: z.string().nullable(),
  yearFrom: z.number(),
  yearTo: z.number().nullable(),
  variants: z.array(z.string()),
}) satisfies z.ZodType<AliasModel>;
const FingerprintRow = z.object({ fingerprint: z.string() });

/** The catalog's generations, as the aliases are built from them. */
export function catalogAliasModels(db: Database): Promise<AliasModel[]> {
  return queryRows(db, AliasModelRow, sql`
    select mo.id, mk.name as make, mo.name, mo.generation, mo.year_from as "yearFrom", mo.year_to as "yearTo", mo.variants
    from models mo join makes mk on mk.id = mo.make_id order by mo.id`);
}

/** A digest of everything about the catalog's vehicles that the derived aliases are built from. */
export async function catalogVehiclesFingerprint(db: Database): Promise<string> {
  const [row] = await queryRows(db, FingerprintRow, sql`
    select md5(coalesce(string_agg(concat_ws('|', mo.id, mk.name, mo.name, mo.generation, mo.year_from, mo.year_to, mo.variants::text), ';' order by mo.id), '')) as fingerprint
    from models mo join makes mk on mk.id = mo.make_id`);
  return row?.fingerprint ?? '';
}

/** Where the fingerprint of the catalog the derived aliases were last built from is kept. */
const BUILT_FROM_KEY = 'vehicle_aliases.built_from';

export async function builtFrom(db: Database): Promise<string | null> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, BUILT_FROM_KEY));
  return row?.value ?? null;
}

/** Rows per insert statement: well under PostgreSQL's bind-parameter limit. */
const CHUNK = 1000;

/**
 * The derived aliases replaced by `rows`, in the caller's transaction. An operator's alias stays, and
 * a derived row naming the same model by the same key gives way to it.
 */
export async function replaceDerivedAliases(tx: Database, rows: readonly AliasRow[], fingerprint: string): Promise<void> {
  await tx.delete(vehicleAliases).where(ne(vehicleAliases.source, 'console'));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows.slice(i, i + CHUNK).map((r) => ({
      aliasKey: r.alias,
      alias: r.display,
      modelId: r.modelId,
      yearFrom: r.yearFrom,
      yearTo: r.yearTo >= OPEN_YEAR ? null : r.yearTo,
      source: r.source,
    }));
    await tx.insert(vehicleAliases).values(values).onConflictDoNothing();
  }
  await tx
    .insert(siteSettings)
    .values({ key: BUILT_FROM_KEY, value: fingerprint })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: fingerprint, updatedAt: new Date() } });
}

const aliasColumns = {
  alias: vehicleAliases.aliasKey,
  display: vehicleAliases.alias,
  modelId: vehicleAliases.modelId,
  yearFrom: vehicleAliases.yearFrom,
  yearTo: vehicleAliases.yearTo,
  source: vehicleAliases.source,
};

const toRow = (r: { alias: string; display: string; modelId: number; yearFrom: number; yearTo: number | null; source: AliasSource }): AliasRow => ({
  ...r,
  yearTo: r.yearTo ?? OPEN_YEAR,
});

/** The whole table, as query understanding indexes it. */
export async function allAliasRows(db: Database): Promise<AliasRow[]> {
  const rows = await db.select(aliasColumns).from(vehicleAliases).orderBy(asc(vehicleAliases.id));
  return rows.map(toRow);
}

/** The generations one folded key names. */
export async function aliasTargets(db: Database, key: string): Promise<IndexedTarget[]> {
  const rows = await db.select(aliasColumns).from(vehicleAliases).where(eq(vehicleAliases.aliasKey, key)).orderBy(asc(vehicleAliases.modelId));
  return rows.map(toRow);
}

export interface ListFilter {
  /** Folded key prefix. */
  key?: string;
  source?: AliasSource;
  modelId?: number;
  limit: number;
  offset: number;
}

export const listedColumns = {
  id: vehicleAliases.id,
  alias: vehicleAliases.alias,
  aliasKey: vehicleAliases.aliasKey,
  modelId: vehicleAliases.modelId,
  makeName: makes.name,
  modelName: models.name,
  generation: models.generation,
  yearFrom: vehicleAliases.yearFrom,
  yearTo: vehicleAliases.yearTo,
  source: vehicleAliases.source,
  createdAt: vehicleAliases.createdAt,
};

function listWhere(filter: ListFilter): SQL | undefined {
  return and(
    filter.key ? like(vehicleAliases.aliasKey, `${filter.key}%`) : undefined,
    filter.source ? eq(vehicleAliases.source, filter.source) : undefined,
    filter.modelId !== undefined ? eq(vehicleAliases.modelId, filter.modelId) : undefined,
  );
}

export async function listAliases(db: Database, filter: ListFilter) {
  const where = listWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(listedColumns)
      .from(vehicleAliases)
      .innerJoin(models, eq(models.id, vehicleAliases.modelId))
      .innerJoin(makes, eq(makes.id, models.makeId))
      .where(where)
      .orderBy(asc(vehicleAliases.aliasKey), asc(makes.name), asc(models.yearFrom), asc(vehicleAliases.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(vehicleAliases).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findAlias(db: Database, id: number) {
  const [row] = await db
    .select(listedColumns)
    .from(vehicleAliases)
    .innerJoin(models, eq(models.id, vehicleAliases.modelId))
    .innerJoin(makes, eq(makes.id, models.makeId))
    .where(eq(vehicleAliases.id, id));
  return row ?? null;
}

export async function findModel(db: Database, id: number) {
  const [row] = await db
    .select({ id: models.id, name: models.name, generation: models.generation, makeName: makes.name, yearFrom: models.yearFrom, yearTo: models.yearTo })
    .from(models)
    .innerJoin(makes, eq(makes.id, models.makeId))
    .where(eq(models.id, id));
  return row ?? null;
}

/** The alias a key already is for a model, whatever its source. */
export async function aliasOfModel(db: Database, key: string, modelId: number) {
  const [row] = await db
    .select({ id: vehicleAliases.id, alias: vehicleAliases.alias, source: vehicleAliases.source })
    .from(vehicleAliases)
    .where(and(eq(vehicleAliases.aliasKey, key), eq(vehicleAliases.modelId, modelId)));
  return row ?? null;
}
