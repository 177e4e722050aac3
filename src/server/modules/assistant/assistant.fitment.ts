/**
 * Whether a catalog part or a guide suits the vehicle a question is about. A part type says how it is
 * matched: by engine (a coil fits every car with that engine), by model (brake pads fit one chassis),
 * by fluid specification, or any car. A part is only ever recommended when its fitments say it fits,
 * so an answer never offers a 1.8T coil for a 2.0 TFSI or S-Class pads for a C63.
 */
import type { FluidRow, KnowledgeGuideRow, PartFitment, PartTypeRow, TypedPartRow } from './assistant.knowledge-queries';
import { compact, type EngineApplication, type ResolvedVehicle } from './assistant.vehicle-resolve';

const variantsOf = (notes: string | null) => (notes ?? '').split(',').map((v) => compact(v)).filter(Boolean);

/** A fitment row is one engine application of the part: same model, overlapping years, a shared variant (or none listed). */
function fitmentMatchesApplication(f: PartFitment, a: EngineApplication): boolean {
  if (f.makeSlug !== a.makeSlug || f.modelSlug !== a.modelSlug) return false;
  if (f.yearTo < a.yearFrom || (a.yearTo != null && f.yearFrom > a.yearTo)) return false;
  const fitVariants = variantsOf(f.notes);
  const appVariants = a.variants.map(compact);
  return fitVariants.length === 0 || appVariants.length === 0 || fitVariants.some((v) => appVariants.includes(v));
}

const yearFits = (f: PartFitment, year: number | null) => year == null || (f.yearFrom <= year && year <= f.yearTo);

/** Whether the part, of a type matched the given way, fits the vehicle as far as it is known. */
export function partFitsVehicle(part: Pick<TypedPartRow, 'fitments'>, fitsBy: PartTypeRow['fitsBy'], v: ResolvedVehicle): boolean {
  if (part.fitments.length === 0) return fitsBy === 'universal';
  if (fitsBy === 'engine') {
    if (!v.engine) return false;
    const apps = v.applications.filter((a) => a.engineKey === v.engine!.key && (!v.model || a.modelSlug === v.model.slug));
    return part.fitments.some((f) => yearFits(f, v.year) && apps.some((a) => fitmentMatchesApplication(f, a)));
  }
  if (!v.model) return false;
  return part.fitments.some((f) => {
    if (f.makeSlug !== v.makeSlug || f.modelSlug !== v.model!.slug || !yearFits(f, v.year)) return false;
    const variants = variantsOf(f.notes);
    return !v.variant || variants.length === 0 || variants.includes(compact(v.variant));
  });
}

/** Whether a part is tagged for the vehicle's make (fluids and universal parts carry the make they are sold for). */
export function taggedForMake(part: Pick<TypedPartRow, 'tags' | 'name'>, make: { slug: string; name: string }, allMakeSlugs: string[]): 'same' | 'other' | 'none' {
  const tags = part.tags.map((t) => t.toLowerCase().replace(/\s+/g, '-'));
  // "Engine Oil for Audi/VW 502 00 Engines" is tagged for the group's other make but names this one.
  if (tags.includes(make.slug) || new RegExp(`\\b${make.name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}\\b`).test(part.name.toLowerCase())) return 'same';
  return tags.some((t) => allMakeSlugs.includes(t)) ? 'other' : 'none';
}

/**
 * Whether a product with fitments (a fluid sold for some models) lists this car: its model, or a model
 * the car's possible engines are in. Products without fitments are for any car.
 */
export function listedForVehicle(part: Pick<TypedPartRow, 'fitments'>, v: ResolvedVehicle): boolean {
  if (part.fitments.length === 0) return true;
  return part.fitments.some((f) =>
    v.model
      ? f.makeSlug === v.makeSlug && f.modelSlug === v.model.slug && yearFits(f, v.year)
      : v.applications.some((a) => fitmentMatchesApplication(f, a)) && yearFits(f, v.year),
  );
}

/** Words of an approval, compacted for comparing with a product's label ("VW 502 00" -> "vw50200"). */
const approvalKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Whether a fluid product's label carries one of the approvals the engine needs. */
export function meetsApproval(part: Pick<TypedPartRow, 'name' | 'specifications'>, fluid: Pick<FluidRow, 'approvals'>): boolean {
  const label = approvalKey([part.name, ...part.specifications.map((s) => s.value)].join(' '));
  return fluid.approvals.some((a) => approvalKey(a).length >= 3 && label.includes(approvalKey(a)));
}

/** Platform keys a vehicle answers to in guides' `platforms`: its engine(s), its model, its make's wildcard. */
function vehicleKeys(v: ResolvedVehicle): Set<string> {
  const keys = new Set<string>([`${v.makeSlug}/*`]);
  const engines = v.engine ? [v.engine] : v.engineCandidates;
  for (const e of engines) keys.add(e.key);
  const models = v.model ? [v.model] : v.modelCandidates;
  for (const m of models) keys.add(`${m.makeSlug}/${m.slug}`);
  return keys;
}

/**
 * Whether a guide suits the vehicle: a generic guide suits any car; a platform guide only the engines,
 * models or make it names. With no vehicle known only generic guides suit.
 */
export function guideFitsVehicle(guide: Pick<KnowledgeGuideRow, 'scope' | 'platforms'>, v: ResolvedVehicle | null): boolean {
  if (guide.scope === 'generic') return true;
  if (!v) return false;
  const keys = vehicleKeys(v);
  // Only the make known: any of its models' guides may be the owner's, not just those of the engines read so far.
  const makeOnly = !v.model && !v.engine;
  return guide.platforms.some((p) => keys.has(p) || (makeOnly && p.startsWith(`${v.makeSlug}/`)));
}
