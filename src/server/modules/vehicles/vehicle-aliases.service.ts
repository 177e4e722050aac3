import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { aliasKey, buildAliasRows, OPEN_YEAR, type AliasRow, type IndexedTarget } from '@shared/rules/vehicle-aliases';
import {
  VEHICLE_ALIAS_PAGE_SIZE,
  type vehicleAliasCreateSchema,
  type vehicleAliasesQuerySchema,
  type VehicleAlias,
  type VehicleAliasesResponse,
} from '@shared/schemas/admin-vehicle-aliases';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { vehicleAliases } from '../../db/schema';
import { VEHICLE_NICKNAMES } from '../../db/seed/data/vehicle-nicknames';
import { VPIC_MODEL_NAMES } from '../../db/seed/data/vpic-model-names';
import { HttpError } from '../../http/http-error';
import { fieldError } from '../console';
import { recordAudit, type AuditActor } from '../operators';
import * as queries from './vehicle-aliases.queries';

/** The name lists shipped with the code: a new list is a new build, as a changed catalog is. */
const NAME_LISTS = createHash('sha256').update(JSON.stringify([VPIC_MODEL_NAMES, VEHICLE_NICKNAMES])).digest('hex').slice(0, 16);

const sourceOf = async (db: Database) => `${await queries.catalogVehiclesFingerprint(db)}:${NAME_LISTS}`;

/** A digest of the catalog's vehicles: it changes whenever a make or model the aliases are built from does. */
export const vehicleCatalogVersion = (db: Database): Promise<string> => queries.catalogVehiclesFingerprint(db);

/**
 * The derived aliases built afresh from the catalog's vehicles, vPIC's names and the nicknames, in one
 * transaction (readers see the old table or the new one, never half of it); the console's stay.
 * `onlyIfChanged`: nothing is done when the catalog is the one they were built from (checked again
 * under the lock, so instances starting together build once).
 */
export async function rebuildVehicleAliases(db: Database, options: { onlyIfChanged?: boolean } = {}): Promise<{ rebuilt: boolean; rows: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pitlane-vehicle-aliases'))`);
    const source = await sourceOf(tx);
    if (options.onlyIfChanged && (await queries.builtFrom(tx)) === source) return { rebuilt: false, rows: 0 };
    const rows = buildAliasRows(await queries.catalogAliasModels(tx), VPIC_MODEL_NAMES, VEHICLE_NICKNAMES);
    await queries.replaceDerivedAliases(tx, rows, source);
    return { rebuilt: true, rows: rows.length };
  });
}

/**
 * The table as it must be now: rebuilt first when the catalog's vehicles changed since it was built
 * (a model added by the seed, an import or a test), so a reader never acts on names of a catalog
 * that is gone. One digest query when nothing changed. `db` may be a read replica: the rebuild is
 * written on `primary`, and what follows is read there (the replica may not have the new build yet).
 */
async function ensureCurrent(db: Database, primary: Database): Promise<Database> {
  if ((await queries.builtFrom(db)) === (await sourceOf(db))) return db;
  await rebuildVehicleAliases(primary, { onlyIfChanged: true });
  return primary;
}

/** Every alias, for query understanding's index of them. */
export async function vehicleAliasRows(db: Database, primary: Database = db): Promise<AliasRow[]> {
  return queries.allAliasRows(await ensureCurrent(db, primary));
}

/** The generations a name (however spelt) can mean, with the years it means each: "328xi" → the E90, 2007–2008. */
export async function vehicleAliasTargets(db: Database, name: string, primary: Database = db): Promise<IndexedTarget[]> {
  const key = aliasKey(name);
  if (!key) return [];
  return queries.aliasTargets(await ensureCurrent(db, primary), key);
}

type ListedRow = Awaited<ReturnType<typeof queries.listAliases>>['rows'][number];
const toAlias = (row: ListedRow): VehicleAlias => ({ ...row, createdAt: row.createdAt.toISOString() });

/** What an audit entry keeps of an alias. */
const audited = (row: Pick<VehicleAlias, 'alias' | 'modelId' | 'yearFrom' | 'yearTo' | 'source'>) => ({
  alias: row.alias,
  modelId: row.modelId,
  yearFrom: row.yearFrom,
  yearTo: row.yearTo,
  source: row.source,
});

/**
 * The alias table in the console: every alias listed, operators' own added and deleted (each change
 * audited). Derived aliases are not deleted here: the next rebuild would bring them back. `changed`
 * runs after a change is committed, so search and the assistant read the new table at their next query.
 */
export function createVehicleAliasesService(db: Database, changed: () => void) {
  return {
    async list(query: z.output<typeof vehicleAliasesQuerySchema>): Promise<VehicleAliasesResponse> {
      await ensureCurrent(db, db);
      const page = query.page;
      const { rows, total } = await queries.listAliases(db, {
        key: query.q ? aliasKey(query.q) : undefined,
        source: query.source,
        limit: VEHICLE_ALIAS_PAGE_SIZE,
        offset: (page - 1) * VEHICLE_ALIAS_PAGE_SIZE,
      });
      return { aliases: rows.map(toAlias), total, page, pageSize: VEHICLE_ALIAS_PAGE_SIZE };
    },

    async create(input: z.output<typeof vehicleAliasCreateSchema>, actor: AuditActor): Promise<VehicleAlias> {
      const key = aliasKey(input.alias);
      if (key.length < 2) throw fieldError('alias', 'needs at least two letters or digits');
      const model = await queries.findModel(db, input.modelId);
      if (!model) throw fieldError('modelId', `no model has id ${input.modelId}`);
      const modelTo = model.yearTo ?? OPEN_YEAR;
      const yearFrom = input.yearFrom ?? model.yearFrom;
      const yearTo = input.yearTo ?? model.yearTo;
      const span = `${model.yearFrom}–${model.yearTo ?? ''}`;
      if (yearFrom < model.yearFrom || yearFrom > modelTo) throw fieldError('yearFrom', `must be within the model's years (${span})`);
      if (yearTo !== null && (yearTo < yearFrom || yearTo > modelTo)) throw fieldError('yearTo', `must be within the model's years (${span}) and not before yearFrom`);
      const id = await db.transaction(async (tx) => {
        const known = await queries.aliasOfModel(tx, key, model.id);
        if (known) throw fieldError('alias', `"${known.alias}" already names the ${model.makeName} ${model.name}${model.generation ? ` ${model.generation}` : ''} (${known.source})`);
        const [created] = await tx.insert(vehicleAliases).values({ aliasKey: key, alias: input.alias, modelId: model.id, yearFrom, yearTo, source: 'console' }).returning();
        await recordAudit(tx, {
          operator: actor,
          action: 'vehicle_alias.created',
          entity: 'vehicle_alias',
          entityId: created!.id,
          before: null,
          after: audited({ alias: input.alias, modelId: model.id, yearFrom, yearTo, source: 'console' }),
        });
        return created!.id;
      });
      changed();
      return toAlias((await queries.findAlias(db, id))!);
    },

    async remove(id: number, actor: AuditActor): Promise<{ deleted: number }> {
      await db.transaction(async (tx) => {
        const row = await queries.findAlias(tx, id);
        if (!row) throw new HttpError(404, `no vehicle alias has id ${id}`);
        if (row.source !== 'console') throw fieldError('id', `"${row.alias}" comes from the catalog (${row.source}) and is rebuilt with it; only aliases added in the console can be deleted`);
        await tx.delete(vehicleAliases).where(eq(vehicleAliases.id, id));
        await recordAudit(tx, { operator: actor, action: 'vehicle_alias.deleted', entity: 'vehicle_alias', entityId: id, before: audited(row), after: null });
      });
      changed();
      return { deleted: id };
    },
  };
}

export type VehicleAliasesService = ReturnType<typeof createVehicleAliasesService>;
