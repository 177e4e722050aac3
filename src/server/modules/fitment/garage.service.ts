import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { GARAGE_COOKIE, parseGarageCookie } from '@shared/rules/garage';
import type { Garage, GarageVehicle } from '@shared/schemas/fitment';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';

const GarageModelRow = z.object({
  make: z.string(),
  make_name: z.string(),
  model: z.string(),
  model_id: z.number(),
  model_name: z.string(),
  generation: z.string().nullable(),
});

/** My Garage from the visitor's cookie, each vehicle resolved against the catalog (unknown ones left out). */
export async function readGarage(db: Database, cookies: Record<string, string | undefined>): Promise<Garage> {
  const stored = parseGarageCookie(cookies[GARAGE_COOKIE]);
  if (stored.vehicles.length === 0) return { vehicles: [], active: null };
  const makes = [...new Set(stored.vehicles.map((v) => v.make))];
  const rows = await queryRows(db, GarageModelRow, sql`
    select mk.slug as make, mk.name as make_name, mo.slug as model, mo.id as model_id, mo.name as model_name, mo.generation
    from models mo join makes mk on mk.id = mo.make_id
    where mk.slug in (${sql.join(makes.map((m) => sql`${m}`), sql`, `)})
  `);
  const byKey = new Map(rows.map((r) => [`${r.make}/${r.model}`, r]));
  const vehicles: GarageVehicle[] = stored.vehicles.flatMap((v, index) => {
    const row = byKey.get(`${v.make}/${v.model}`);
    if (!row) return [];
    return [
      {
        index,
        make: v.make,
        makeName: row.make_name,
        model: v.model,
        modelName: row.generation ? `${row.model_name} (${row.generation})` : row.model_name,
        baseName: row.model_name,
        modelId: row.model_id,
        year: v.year,
        variant: v.variant ?? null,
        engine: v.engine ?? null,
        body: v.body ?? null,
        nickname: v.nickname ?? null,
        vin: v.vin ?? null,
        label: `${v.year} ${row.make_name} ${row.model_name}`,
      },
    ];
  });
  return { vehicles, active: vehicles.find((v) => v.index === stored.active) ?? vehicles[0] ?? null };
}

export function createGarageService(db: Database) {
  return { read: (cookies: Record<string, string | undefined>) => readGarage(db, cookies) };
}

export type GarageService = ReturnType<typeof createGarageService>;
