/**
 * Whole jobs and what they take for one car, with quantities: an oil service is the engine's approved
 * oil in the amount the engine holds (when a capacity is known; otherwise one bottle and the owner's
 * manual for the amount) and its oil filter kit; a front brake job is the pads and both rotors, and the
 * pad wear sensor where the car has one.
 */
import type { CatalogPartLink } from '@shared/schemas/guides';
import type { Database } from '../../db/client';
import { toCatalogPartLink } from '../guides';
import * as kq from './assistant.knowledge-queries';
import { fittingParts, fluidProducts } from './assistant.parts-for-car';
import { bottlesFor, packageLiters, packagesFor } from './assistant.quantities';
import { questionTokens } from './assistant.recognize';
import type { ResolvedVehicle } from './assistant.vehicle-resolve';

export type WholeJob = 'oil-service' | 'front-brakes';

export type KitPart = CatalogPartLink & { quantity: number };

export interface JobKit {
  parts: KitPart[];
  /** Sentences on the amounts: the capacity and how many bottles, or where to find the amount. */
  notes: string[];
}

/** The whole job a question asks for: an oil change or service, or a brake job on the front axle. */
export function recognizeWholeJob(question: string): WholeJob | null {
  const words = new Set(questionTokens(question).map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w)));
  const has = (w: string) => words.has(w);
  if (has('oil') && (has('change') || has('service'))) return 'oil-service';
  if (has('rear')) return null;
  if ((has('brake') && (has('job') || has('front'))) || (has('pad') && (has('rotor') || has('disc')))) return 'front-brakes';
  return null;
}

async function typeRow(db: Database, slug: string): Promise<kq.PartTypeRow | undefined> {
  return (await kq.partTypes(db)).find((t) => t.slug === slug);
}

async function oilService(db: Database, v: ResolvedVehicle, makeSlugs: string[]): Promise<JobKit> {
  const kit: JobKit = { parts: [], notes: [] };
  if (!v.engine) return kit;
  const [fluid] = await kq.engineFluids(db, [v.engine.key], 'engine-oil');
  const oilType = await typeRow(db, 'engine-oil');
  if (fluid && oilType) {
    const found = await fluidProducts(db, oilType, fluid, v, makeSlugs, 1);
    const oil = found.byApproval ? found.parts[0] : undefined;
    const capacity = fluid.capacityLiters == null ? null : Number(fluid.capacityLiters);
    const bottle = oil ? packageLiters(oil.name, oil.specifications) : null;
    if (!oil) {
      kit.notes.push(
        `No oil carrying ${fluid.approvals.join(' or ') || 'the approval'} is listed for it${capacity ? `; the ${v.engine.code} takes about ${capacity} L with a new filter` : `; see the owner's manual for the amount`}.`,
      );
    } else {
      const quantity = capacity && bottle ? bottlesFor(capacity, bottle) : 1;
      kit.parts.push({ ...toCatalogPartLink(oil), quantity });
      kit.notes.push(
        capacity && bottle
          ? `The ${v.engine.code} takes about ${capacity} L of oil with a new filter: ${quantity} × ${bottle} L.`
          : `We hold no citable oil capacity for the ${v.engine.code}: see the owner's manual for the amount (one bottle is listed).`,
      );
    }
  }
  const filterType = await typeRow(db, 'oil-filter');
  const [filter] = filterType ? await fittingParts(db, filterType, v) : [];
  if (filter) kit.parts.push({ ...toCatalogPartLink(filter), quantity: 1 });
  return kit;
}

/** Units of each part a front brake job takes: one axle set of pads, two rotors, one wear sensor where fitted. */
const FRONT_BRAKE_UNITS: [type: string, units: number][] = [
  ['brake-pads-front', 1],
  ['brake-disc-front', 2],
  ['brake-sensor', 1],
];

async function frontBrakes(db: Database, v: ResolvedVehicle): Promise<JobKit> {
  const kit: JobKit = { parts: [], notes: [] };
  for (const [slug, units] of FRONT_BRAKE_UNITS) {
    const type = await typeRow(db, slug);
    const [part] = type ? await fittingParts(db, type, v) : [];
    if (part) kit.parts.push({ ...toCatalogPartLink(part), quantity: slug === 'brake-pads-front' ? 1 : packagesFor(units, part.name) });
  }
  return kit;
}

export async function jobKit(db: Database, vocabulary: kq.Vocabulary, job: WholeJob, v: ResolvedVehicle): Promise<JobKit> {
  return job === 'oil-service' ? oilService(db, v, vocabulary.makes.map((m) => m.slug)) : frontBrakes(db, v);
}
