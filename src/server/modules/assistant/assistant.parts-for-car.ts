/**
 * Catalog parts of a knowledge-base part type that fit the car, cheapest best in-stock total first (the
 * offer rule's figure, kept on each part). The type's search terms are tried most specific first, so
 * "front brake pad" is preferred to the looser "brake pads". Fluids are matched by the approval the
 * engine needs, or failing that by the make they are sold for, never another make's.
 */
import type { Database } from '../../db/client';
import { listedForVehicle, meetsApproval, partFitsVehicle, taggedForMake } from './assistant.fitment';
import * as kq from './assistant.knowledge-queries';
import type { ResolvedVehicle } from './assistant.vehicle-resolve';

export async function fittingParts(db: Database, type: kq.PartTypeRow, vehicle: ResolvedVehicle, max = 1): Promise<kq.TypedPartRow[]> {
  for (const term of type.searchTerms) {
    const rows = await kq.partsOfType(db, type.categorySlug, [term]);
    const fitting = rows.filter((p) => partFitsVehicle(p, type.fitsBy, vehicle));
    if (fitting.length) return fitting.slice(0, max);
  }
  return [];
}

/** Whether the catalog offers any part of the type, for any car: when it does not, the answer says we list none. */
export async function catalogCarries(db: Database, type: kq.PartTypeRow): Promise<boolean> {
  return (await kq.partsOfType(db, type.categorySlug, type.searchTerms)).length > 0;
}

/**
 * Products of a fluid type for the car: those whose label carries an approval the engine needs (same
 * make first), else those sold for the car's make. Another make's product is never returned.
 */
export async function fluidProducts(
  db: Database,
  type: kq.PartTypeRow,
  fluid: Pick<kq.FluidRow, 'approvals'> | null,
  vehicle: ResolvedVehicle,
  allMakeSlugs: string[],
  max = 2,
): Promise<{ parts: kq.TypedPartRow[]; byApproval: boolean }> {
  const make = { slug: vehicle.makeSlug, name: vehicle.makeName };
  const tagged = (p: kq.TypedPartRow) => taggedForMake(p, make, allMakeSlugs);
  const rows = (await kq.partsOfType(db, type.categorySlug, type.searchTerms)).filter((p) => listedForVehicle(p, vehicle) && tagged(p) !== 'other');
  if (fluid) {
    const approved = rows.filter((p) => meetsApproval(p, fluid));
    if (approved.length) {
      const sameMakeFirst = [...approved].sort((a, b) => Number(tagged(b) === 'same') - Number(tagged(a) === 'same'));
      return { parts: sameMakeFirst.slice(0, max), byApproval: true };
    }
  }
  return { parts: rows.filter((p) => tagged(p) === 'same').slice(0, max), byApproval: false };
}
