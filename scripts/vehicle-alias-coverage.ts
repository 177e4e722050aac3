/**
 * How much of NHTSA vPIC's naming the vehicle alias table covers, measured on the table itself: a
 * fresh embedded database gets the catalog's makes and models (the seed data), the aliases are built
 * as the server builds them, and every vPIC model name that belongs to a model line the catalog
 * carries is looked up, for each model year the catalog covers that line, the way VIN decoding looks
 * it up (the table, then vPIC's series), and by the name alone (the table only).
 *
 * A name belongs to a line when it is the line's name (then to no other line), or files under it as
 * its series ("335i", series "3-Series"), or is the line's name with letters or words added or taken away ("M3Ci", "348 tb", "718 Boxster",
 * "360" for the 360 Modena, "GTI" for the Golf GTI), or shares its model number ("355 Spider" and the
 * F355). Broader model names whose trim makes the line ("Civic" + "Type R", "RC" + "F") are not
 * counted: vPIC's trim, not the name, says which car it is, and VIN decoding reads the trim.
 *
 * Usage: npm run vehicles:aliases-coverage
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureReferenceData } from '../src/demo/seed/reference-data';
import { openDatabase } from '../src/server/db/client';
import { VPIC_MODEL_NAMES } from '../src/server/db/seed/data/vpic-model-names';
import { findCatalogVehicles } from '../src/server/modules/fitment/fitment.queries';
import { rebuildVehicleAliases, vehicleAliasTargets } from '../src/server/modules/vehicles';
import { foldedWords } from '../src/shared/rules/query-understanding';
import { aliasKey } from '../src/shared/rules/vehicle-aliases';
import { matchCatalogVehicles, type CatalogModel } from '../src/shared/rules/vin-catalog';

const OPEN = new Date().getUTCFullYear() + 1;

const startsWith = (words: string[], prefix: string[]) => prefix.length > 0 && prefix.length <= words.length && prefix.every((w, i) => words[i] === w);
const endsWith = (words: string[], suffix: string[]) => startsWith([...words].reverse(), [...suffix].reverse());
/** The model number of a name's first word: "f355" → 355, "355" → 355; none under three digits. */
const modelNumber = (words: string[]) => /^[a-z]{0,2}(\d{3,})$/.exec(words[0] ?? '')?.[1] ?? null;

/** Whether a vPIC name (with its series) belongs to a catalog line of its make (one that is no line's own name). */
function belongs(name: string, series: string | null, line: string): boolean {
  if (series !== null && aliasKey(series) === aliasKey(line)) return true;
  // "M3Ci": the line's name with a body letter or three run on.
  const key = aliasKey(name);
  if (aliasKey(line).length >= 2 && key.startsWith(aliasKey(line)) && /^[a-z]{1,3}$/.test(key.slice(aliasKey(line).length))) return true;
  const n = foldedWords(name);
  const l = foldedWords(line);
  if (startsWith(n, l) || endsWith(n, l) || endsWith(l, n)) return true;
  // A shortened name keeps the line's number: "360" of the 360 Modena, "F8" of the F8 Tributo.
  if (startsWith(l, n) && n.some((w) => /\d/.test(w))) return true;
  const number = modelNumber(n);
  return number !== null && number === modelNumber(l);
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-alias-coverage-'));
const handle = await openDatabase({ dataDir: dir });
try {
  await handle.migrate();
  await ensureReferenceData(handle.db);
  await rebuildVehicleAliases(handle.db);
  const { makes, models } = await findCatalogVehicles(handle.db);
  const makeName = new Map(makes.map((m) => [m.id, m.name]));

  let carried = 0;
  const unresolved: string[] = [];
  const byNameMissing: string[] = [];
  for (const [make, name, series, yearFrom, yearTo] of VPIC_MODEL_NAMES) {
    const ofMake = models.filter((m) => aliasKey(makeName.get(m.makeId) ?? '') === aliasKey(make));
    // A name that is a line's own ("M3", "California T") is that line's, whatever its series or other lines' names.
    const own = ofMake.filter((m) => aliasKey(m.name) === aliasKey(name)).map((m) => m.name);
    const lineNames = new Set(own.length ? own : ofMake.map((m) => m.name).filter((line) => belongs(name, series, line)));
    const line = ofMake.filter((m) => lineNames.has(m.name));
    const years: number[] = [];
    for (let year = yearFrom; year <= yearTo; year++) if (line.some((m) => m.yearFrom <= year && year <= (m.yearTo ?? OPEN))) years.push(year);
    if (years.length === 0) continue;
    carried++;
    const lineIds = new Set(line.map((m) => m.id));
    const targets = await vehicleAliasTargets(handle.db, name);
    const inLine = (found: readonly { id: number }[] | readonly CatalogModel[]) => found.some((m) => lineIds.has(m.id));
    const span = `${years[0]}–${years.at(-1)}`;
    // As VIN decoding reads it: the table, and vPIC's series, in each year.
    const missed = years.filter((year) => !inLine(matchCatalogVehicles({ make, model: name, series, trim: null, year }, makes, models, targets).map((x) => x.model)));
    if (missed.length) unresolved.push(`${make} ${name} (series ${series ?? 'none'}; ${span}; not in ${missed.join(', ')})`);
    // The name alone: the table's generations of the line in each year.
    const aloneMissed = years.filter((year) => !targets.some((t) => lineIds.has(t.modelId) && t.yearFrom <= year && year <= t.yearTo));
    if (aloneMissed.length) byNameMissing.push(`${make} ${name} (${span}; not in ${aloneMissed.join(', ')})`);
  }
  const percent = (n: number) => `${((n / Math.max(1, carried)) * 100).toFixed(1)}%`;
  const resolved = carried - unresolved.length;
  console.log(`vPIC model names resolved: ${resolved} of ${carried} (${percent(resolved)}), with vPIC's series as VIN decoding reads them; target ≥ 95%`);
  console.log(unresolved.length ? `not resolved in every covered year:\n  ${unresolved.join('\n  ')}` : 'every name resolves in every covered year');
  const alone = carried - byNameMissing.length;
  console.log(`\nby the name alone (no series): ${alone} of ${carried} (${percent(alone)})`);
  if (byNameMissing.length) console.log(`not resolved by the name alone in every covered year:\n  ${byNameMissing.join('\n  ')}`);
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
