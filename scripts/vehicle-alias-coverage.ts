/**
 * How much of NHTSA vPIC's naming the vehicle aliases cover: of the vPIC model names that belong to a
 * model line the catalog carries (the name, or the series vPIC files it under, is the line's name:
 * the 3 Series' 318i … 340i, not an X3 the catalog does not list), for the model years the catalog
 * covers that line, the share that resolves to a catalog generation; the rest are listed.
 * Usage: npx tsx scripts/vehicle-alias-coverage.ts
 */
import { MAKES } from '../src/server/db/seed/data/makes';
import { VPIC_MODEL_NAMES } from '../src/server/db/seed/data/vpic-model-names';
import { aliasKey, vpicTargets, type AliasModel } from '../src/shared/rules/vehicle-aliases';

let id = 0;
const models: AliasModel[] = MAKES.flatMap((make) => make.models.map((m) => ({ ...m, id: ++id, make: make.name })));
const lineOf = (make: string, name: string, series: string | null) =>
  models.filter((m) => aliasKey(m.make) === aliasKey(make) && (aliasKey(m.name) === aliasKey(name) || (series !== null && aliasKey(m.name) === aliasKey(series))));

let carried = 0;
const unresolved: string[] = [];
const byNameMissing: string[] = [];
for (const entry of VPIC_MODEL_NAMES) {
  const [make, name, series, yearFrom, yearTo] = entry;
  const line = lineOf(make, name, series);
  const covered = line.filter((m) => m.yearFrom <= yearTo && (m.yearTo ?? 9999) >= yearFrom);
  if (covered.length === 0) continue;
  carried++;
  const from = Math.max(yearFrom, Math.min(...covered.map((m) => m.yearFrom)));
  const to = Math.min(yearTo, Math.max(...covered.map((m) => m.yearTo ?? 9999)));
  const lineIds = new Set(line.map((m) => m.id));
  const targets = vpicTargets([make, name, series, from, to], models).filter((t) => lineIds.has(t.modelId));
  if (targets.length === 0) unresolved.push(`${make} ${name} (${series ?? 'no series'}, ${from}–${to})`);
  // The same without vPIC's series: what the name alone (a VIN record that names no series) resolves to.
  if (vpicTargets([make, name, null, from, to], models).filter((t) => lineIds.has(t.modelId)).length === 0) byNameMissing.push(`${make} ${name}`);
}
const share = carried ? (carried - unresolved.length) / carried : 1;
console.log(`vPIC model names of carried model lines, in covered years: ${carried}`);
console.log(`resolve to a catalog generation: ${carried - unresolved.length} (${(share * 100).toFixed(1)}%, target ≥ 95%)`);
if (unresolved.length) console.log(`unresolved:\n  ${unresolved.join('\n  ')}`);
console.log(`resolve by the name alone (no series): ${carried - byNameMissing.length} (${(((carried - byNameMissing.length) / Math.max(1, carried)) * 100).toFixed(1)}%)`);
if (byNameMissing.length) console.log(`not by the name alone:\n  ${byNameMissing.join('\n  ')}`);
