/**
 * Writes bench/relevance/queries.json: shopper queries with graded judgments of the demo catalog's
 * parts (3 exactly it, 2 good, 1 related). Each query states what the shopper wants as a rule over
 * the parts themselves — part type read from the name, brand, fitting vehicles, part number — and the
 * rule grades every part of the catalog. The rule grades were then checked part by part against each
 * part's name and fitment; the corrections live in bench/relevance/overrides.json (query, slug, grade,
 * reason; grade 0 removes a judgment) and are applied on top of the rules. An override naming a query or
 * a part that no longer exists fails the run, so a stale correction cannot pass silently. No search
 * engine is consulted. It writes the held-out set (queries.holdout.json, see `holdoutQueries`) the same way,
 * without overrides. Run after changing the demo catalog: npx tsx bench/relevance/judge.ts
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { z } from 'zod';
import { queryRows } from '../../src/server/db/query';
import { seedDemoCatalog } from '../../src/demo/seed/demo-catalog';

const FitRow = z.object({ make: z.string(), model: z.string(), generation: z.string().nullable(), engines: z.array(z.string()), from: z.number(), to: z.number() });
const PartRow = z.object({ slug: z.string(), name: z.string(), type: z.string(), brand: z.string(), partNumber: z.string(), fits: z.array(FitRow).nullable() });
type Fit = z.infer<typeof FitRow>;
interface Part extends Omit<z.infer<typeof PartRow>, 'fits'> { fits: Fit[] }
type Rule = (p: Part) => number;
interface Judged { q: string; kind: string; judgments: Record<string, number> }
interface Override { q: string; slug: string; grade: number; why: string }

const overridesPath = path.join(import.meta.dirname, 'overrides.json');

const fitsWhere = (p: Part, f: (fit: Fit) => boolean) => p.fits.some(f);
const vehicleFit = (v: { make?: string; model?: string; generation?: string; year?: number; engine?: string }) => (fit: Fit) =>
  (!v.make || fit.make === v.make) &&
  (!v.model || fit.model === v.model) &&
  (!v.generation || fit.generation === v.generation) &&
  (!v.year || (fit.from <= v.year && v.year <= fit.to)) &&
  (!v.engine || fit.engines.includes(v.engine));

/** The type is exactly it (3), a close type is good (2), a related type is related (1). */
function byType(exact: RegExp, good?: RegExp, related?: RegExp): Rule {
  return (p) => (exact.test(p.type) ? 3 : good?.test(p.type) ? 2 : related?.test(p.type) ? 1 : 0);
}
/** A type for a vehicle: the type fitting it is 3, the type for the same model in other years 2. */
function forVehicle(exact: RegExp, v: Parameters<typeof vehicleFit>[0]): Rule {
  const loose = { ...v, year: undefined };
  return (p) => {
    const t = exact.test(p.type);
    if (t && fitsWhere(p, vehicleFit(v))) return 3;
    if (t && v.year && fitsWhere(p, vehicleFit(loose))) return 2;
    return 0;
  };
}
/** A type for an engine: the part made for that engine is 3; one fitted to a car offered with it is good (2). */
function forEngine(exact: RegExp, engine: string): Rule {
  const named = new RegExp(`\\b${engine}\\b`, 'i');
  return (p) => (!exact.test(p.type) ? 0 : named.test(p.name) ? 3 : fitsWhere(p, vehicleFit({ engine })) ? 2 : 0);
}
const and = (a: Rule, test: (p: Part) => boolean): Rule => (p) => (test(p) ? a(p) : 0);

const T = {
  pads: /brake pad set/i, frontPads: /^front brake pad set/i, rearPads: /^rear brake pad set/i, padSensor: /brake pad wear sensor/i,
  rotors: /brake rotor/i, frontRotors: /^front brake rotor/i, oilFilter: /^oil filter kit/i, oilFilterAny: /oil filter/i,
  plugs: /spark plug/i, airFilter: /engine air filter/i, cabin: /cabin air filter/i, timingBelt: /^timing belt/i, timingBeltOnly: /^timing belt$/i,
  waterPump: /water pump/i, arm: /control arm/i, tieRod: /tie rod/i, wiper: /wiper blade/i, battery: /battery/i,
  oil: /engine oil/i, alternator: /alternator/i, starter: /starter motor/i, radiator: /^radiator/i, thermostat: /thermostat/i,
  coil: /ignition coil/i, clutch: /clutch kit/i, o2: /oxygen sensor/i, endLink: /sway bar end link/i, valveCover: /valve cover gasket/i,
  belt: /accessory drive belt|serpentine/i, mount: /engine mount/i, flex: /flex disc|guibo/i, turbo: /turbocharger/i, muffler: /muffler/i,
  bulb: /headlight bulb/i, mats: /floor mat/i, strut: /strut assembly/i, fuelFilter: /fuel filter/i, maf: /mass air flow/i,
  headlight: /headlight assembly/i, coolant: /coolant(?! expansion)|antifreeze/i, tank: /expansion tank/i, brakeFluid: /brake fluid/i,
  atf: /transmission (fluid|service)/i, tensioner: /tensioner/i, crank: /crankshaft position/i, regulator: /window regulator/i,
  lift: /lift support/i, ccv: /crankcase vent|air oil separator/i, mirror: /mirror glass/i, tail: /tail light/i, timingKit: /timing belt kit/i,
  ofhg: /oil filter housing gasket/i,
};
const brakeRelated = /brake|rotor/i;
const filterRelated = /filter/i;

function queries(parts: Part[]): { q: string; kind: string; rule: Rule }[] {
  const list: { q: string; kind: string; rule: Rule }[] = [];
  const add = (kind: string, q: string, rule: Rule) => list.push({ q, kind, rule });

  // Part and category words, as shoppers write them.
  add('words', 'brake pads', byType(T.pads, T.padSensor, brakeRelated));
  add('words', 'front brake pads', byType(T.frontPads, T.rearPads, T.padSensor));
  add('words', 'rear brake pads', byType(T.rearPads, T.frontPads, T.padSensor));
  add('words', 'oil filter', byType(T.oilFilter, T.oilFilterAny, filterRelated));
  add('words', 'spark plugs', byType(T.plugs, T.coil));
  add('words', 'air filter', byType(T.airFilter, T.cabin, filterRelated));
  add('words', 'cabin air filter', byType(T.cabin, T.airFilter));
  add('words', 'timing belt', byType(T.timingBelt, T.tensioner));
  add('words', 'water pump', byType(T.waterPump, undefined, T.thermostat));
  add('words', 'control arm', byType(T.arm, T.tieRod, T.endLink));
  add('words', 'tie rod end', byType(T.tieRod, T.arm));
  add('words', 'wiper blades', byType(T.wiper));
  add('words', 'battery', byType(T.battery));
  add('words', 'engine oil', byType(T.oil, undefined, T.oilFilter));
  add('words', 'alternator', byType(T.alternator, undefined, T.belt));
  add('words', 'starter motor', byType(T.starter));
  add('words', 'radiator', byType(T.radiator, T.tank, T.coolant));
  add('words', 'thermostat', byType(T.thermostat, undefined, T.waterPump));
  add('words', 'ignition coil', byType(T.coil, T.plugs));
  add('words', 'clutch kit', byType(T.clutch));
  add('words', 'oxygen sensor', byType(T.o2));
  add('words', 'sway bar end link', byType(T.endLink, T.arm));
  add('words', 'valve cover gasket', byType(T.valveCover));
  add('words', 'serpentine belt', byType(T.belt, T.tensioner));
  add('words', 'engine mount', byType(T.mount));
  add('words', 'flex disc', byType(T.flex));
  add('words', 'guibo', byType(T.flex));
  add('words', 'turbocharger', byType(T.turbo));
  add('words', 'muffler', byType(T.muffler));
  add('words', 'headlight bulb', byType(T.bulb, T.headlight));
  add('words', 'floor mats', byType(T.mats));
  add('words', 'fuel filter', byType(T.fuelFilter, undefined, filterRelated));
  add('words', 'mass air flow sensor', byType(T.maf));
  add('words', 'brake fluid', byType(T.brakeFluid));
  add('words', 'coolant', byType(T.coolant, T.tank));

  // Misspelt and run-together.
  add('typo', 'brkae pads', byType(T.pads, T.padSensor, brakeRelated));
  add('typo', 'oil fliter', byType(T.oilFilter, T.oilFilterAny, filterRelated));
  add('typo', 'spark plgus', byType(T.plugs, T.coil));
  add('typo', 'timming belt', byType(T.timingBelt, T.tensioner));
  add('typo', 'watre pump', byType(T.waterPump, undefined, T.thermostat));
  add('typo', 'alternater', byType(T.alternator));
  add('typo', 'radiater', byType(T.radiator, T.tank, T.coolant));
  add('typo', 'thermostst', byType(T.thermostat));
  add('typo', 'ignition coill', byType(T.coil, T.plugs));
  add('typo', 'clucth kit', byType(T.clutch));
  add('typo', 'wiper blaeds', byType(T.wiper));
  add('typo', 'batery', byType(T.battery));
  add('typo', 'turbocharher', byType(T.turbo));
  add('typo', 'oxygen sensr', byType(T.o2));
  add('typo', 'oilfilter', byType(T.oilFilter, T.oilFilterAny, filterRelated));
  add('typo', 'sparkplugs', byType(T.plugs, T.coil));
  add('typo', 'waterpump', byType(T.waterPump, undefined, T.thermostat));
  add('typo', 'airfilter', byType(T.airFilter, T.cabin, filterRelated));
  add('typo', 'brakepads', byType(T.pads, T.padSensor, brakeRelated));
  add('typo', 'contrl arm', byType(T.arm, T.tieRod));
  add('typo', 'ignitoin coil', byType(T.coil, T.plugs));
  add('typo', 'radiatr', byType(T.radiator, T.tank));

  // Brands, with and without accents or typos.
  const brand = (name: string, also?: RegExp): Rule => (p) => (p.brand === name ? 3 : also?.test(p.brand) ? 1 : 0);
  add('brand', 'bosh', brand('Bosch'));
  add('brand', 'bosch', brand('Bosch'));
  add('brand', 'zimmerman', brand('Zimmermann'));
  add('brand', 'lemforder', brand('Lemförder'));
  add('brand', 'LEMFÖRDER', brand('Lemförder'));
  add('brand', 'brembo', brand('Brembo'));
  add('brand', 'mann filter', brand('Mann-Filter'));
  add('brand', 'bilstein', brand('Bilstein', /bilstein/i));
  add('brand', 'febi bilstein', brand('Febi Bilstein'));
  add('brand', 'hengst', brand('Hengst'));
  add('brand', 'mahle oil filter', and(byType(T.oilFilter, T.oilFilterAny), (p) => p.brand === 'Mahle'));
  add('brand', 'ngk spark plugs', and(byType(T.plugs), (p) => p.brand === 'NGK'));
  add('brand', 'brembo rotors', and(byType(T.rotors), (p) => p.brand === 'Brembo'));
  add('brand', 'pagid brake pads', and(byType(T.pads), (p) => p.brand === 'Pagid'));
  add('brand', 'genuine bmw oil filter', and(byType(T.oilFilter, T.oilFilterAny), (p) => p.brand === 'Genuine BMW'));
  add('brand', 'zimerman brake pads', and(byType(T.pads), (p) => p.brand === 'Zimmermann'));

  // Shop words.
  add('shop', 'shocks', byType(T.strut));
  add('shop', 'struts', byType(T.strut));
  add('shop', 'rotors', byType(T.rotors, undefined, T.pads));
  add('shop', 'front rotors', byType(T.frontRotors, T.rotors));
  add('shop', 'plugs', byType(T.plugs, T.coil));
  add('shop', 'wipers', byType(T.wiper));
  add('shop', 'wishbone', byType(T.arm, T.tieRod));
  add('shop', 'brembo brake discs', and(byType(T.rotors), (p) => p.brand === 'Brembo'));
  add('shop', 'oem oil filter', and(byType(T.oilFilter, T.oilFilterAny), (p) => p.brand.startsWith('Genuine')));

  // Vehicles in the words: make, model, chassis and engine codes, years.
  const v = (kind: string, q: string, type: RegExp, vehicle: Parameters<typeof vehicleFit>[0]) =>
    add(kind, q, kind === 'engine' ? forEngine(type, vehicle.engine!) : forVehicle(type, vehicle));
  v('vehicle', 'brake pads for my 2015 BMW M3', T.pads, { make: 'BMW', model: 'M3', generation: 'F80', year: 2015 });
  v('vehicle', 'e46 m3 brake pads', T.pads, { make: 'BMW', model: 'M3', generation: 'E46' });
  v('vehicle', 'oil filter 997', T.oilFilterAny, { make: 'Porsche', generation: '997' });
  v('vehicle', 'lamborghini huracan brake pads', T.pads, { make: 'Lamborghini', model: 'Huracán' });
  v('vehicle', 'huracan rear pads', T.rearPads, { make: 'Lamborghini', model: 'Huracán' });
  v('vehicle', 'e90 control arm', T.arm, { make: 'BMW', generation: 'E90' });
  v('vehicle', 'w204 tie rod end', T.tieRod, { make: 'Mercedes-Benz', generation: 'W204' });
  v('vehicle', 'audi a4 b8 control arm', T.arm, { make: 'Audi', generation: 'B8' });
  v('vehicle', 'f30 front strut', T.strut, { make: 'BMW', generation: 'F30' });
  v('vehicle', 'bmw e90 wiper blades', T.wiper, { make: 'BMW', generation: 'E90' });
  v('vehicle', 'porsche macan wipers', T.wiper, { make: 'Porsche', model: 'Macan' });
  v('vehicle', 'golf gti mk7 wiper blades', T.wiper, { make: 'Volkswagen', generation: 'Mk7' });
  v('vehicle', 'x5 e70 wiper blades', T.wiper, { make: 'BMW', generation: 'E70' });
  v('vehicle', 'front brake pads ferrari f430', T.frontPads, { make: 'Ferrari', model: 'F430' });
  v('vehicle', 'subaru brz brake pads', T.pads, { make: 'Subaru', model: 'BRZ' });
  v('vehicle', 'lexus rc f rear brake pads', T.rearPads, { make: 'Lexus', model: 'RC F' });
  v('vehicle', 'brake rotors e-class w212', T.rotors, { make: 'Mercedes-Benz', generation: 'W212' });
  v('vehicle', 'cayenne 958 front rotors', T.frontRotors, { make: 'Porsche', generation: '958' });
  v('vehicle', 'nissan 350z rotors', T.rotors, { make: 'Nissan', model: '350Z' });
  v('vehicle', 'mazda miata na strut', T.strut, { make: 'Mazda', generation: 'NA' });
  v('vehicle', '2008 bmw 335i spark plugs', T.plugs, { make: 'BMW', generation: 'E90', year: 2008 });
  v('vehicle', 'spark plugs for my 2010 bmw 335i', T.plugs, { make: 'BMW', generation: 'E90', year: 2010 });
  v('vehicle', '2004 bmw 330i oil filter', T.oilFilterAny, { make: 'BMW', generation: 'E46', year: 2004 });
  v('vehicle', 'oil filter for 2002 m3', T.oilFilterAny, { make: 'BMW', model: 'M3', generation: 'E46', year: 2002 });
  v('vehicle', 'e46 m3 oil filter', T.oilFilterAny, { make: 'BMW', model: 'M3', generation: 'E46' });
  v('vehicle', 'f80 m3 spark plugs', T.plugs, { make: 'BMW', model: 'M3', generation: 'F80' });
  v('vehicle', 'bmw m3 f80 brake pads', T.pads, { make: 'BMW', model: 'M3', generation: 'F80' });
  v('vehicle', 'porsche 911 997 brake pads', T.pads, { make: 'Porsche', generation: '997' });
  v('vehicle', '997 rear brake pads', T.rearPads, { make: 'Porsche', generation: '997' });
  v('vehicle', 'boxster 986 oil filter', T.oilFilterAny, { make: 'Porsche', generation: '986' });
  v('vehicle', 'audi a4 b8 oil filter', T.oilFilterAny, { make: 'Audi', generation: 'B8' });
  v('vehicle', 'c-class w204 spark plugs', T.plugs, { make: 'Mercedes-Benz', generation: 'W204' });
  v('vehicle', 'x5 e53 control arm', T.arm, { make: 'BMW', generation: 'E53' });
  v('vehicle', '5 series e39 control arm', T.arm, { make: 'BMW', generation: 'E39' });
  v('vehicle', 'e90 328i water pump', T.waterPump, { make: 'BMW', generation: 'E90' });
  v('vehicle', 'gallardo spark plugs', T.plugs, { make: 'Lamborghini', model: 'Gallardo' });
  v('vehicle', 'bmw 3 series e90 front brake pads', T.frontPads, { make: 'BMW', model: '3 Series', generation: 'E90' });
  v('vehicle', 'supra a90 spark plugs', T.plugs, { make: 'Toyota', generation: 'A90' });
  v('vehicle', 'mercedes c300 w204 brake pads', T.pads, { make: 'Mercedes-Benz', generation: 'W204' });
  v('vehicle', 'ferrari 458 brake pads', T.pads, { make: 'Ferrari', model: '458 Italia' });

  // Engine codes.
  v('engine', 'n54 spark plugs', T.plugs, { engine: 'N54' });
  v('engine', 'n54 ignition coil', T.coil, { engine: 'N54' });
  v('engine', 's54 oil filter', T.oilFilterAny, { engine: 'S54' });
  v('engine', 'm96 oil filter', T.oilFilterAny, { engine: 'M96' });
  v('engine', 'ea888 spark plugs', T.plugs, { engine: 'EA888' });
  v('engine', 'n52 water pump', T.waterPump, { engine: 'N52' });
  v('engine', 'b58 spark plugs', T.plugs, { engine: 'B58' });
  v('engine', 'm54 oil filter', T.oilFilterAny, { engine: 'M54' });
  v('engine', '2jz spark plugs', T.plugs, { engine: '2JZ' });
  v('engine', 'm272 spark plugs', T.plugs, { engine: 'M272' });

  // Part numbers as printed, run together, with a digit wrong.
  const numbered = parts.filter((p) => /\d/.test(p.partNumber)).filter((_, i) => i % 29 === 0).slice(0, 14);
  numbered.forEach((part, i) => {
    const own: Rule = (p) => (p.slug === part.slug ? 3 : 0);
    const q = i % 2 === 0 ? part.partNumber : part.partNumber.replace(/[\s.-]/g, '');
    add('number', q, own);
  });
  return list;
}

/**
 * The held-out set: queries of the kinds shoppers type that no tuning query is (a variant or badge for
 * its car, model names without their punctuation, acronyms and trade names, regional words, words
 * naming a part type), written from the catalog's models and part types before any engine answered
 * them, and judged by the same rules. Never edited to fit the engine: a query the engine fails stays.
 */
const HOLDOUT_NOTE =
  'Written 2026-12-02 01:25 UTC from the demo catalog (models, variants, part types) before the search engine was run on any of these queries; never edited to fit its answers.';

function holdoutQueries(): { q: string; kind: string; rule: Rule }[] {
  const list: { q: string; kind: string; rule: Rule }[] = [];
  const v = (kind: string, q: string, type: RegExp, vehicle: Parameters<typeof vehicleFit>[0]) =>
    list.push({ q, kind, rule: vehicle.engine && !vehicle.make ? forEngine(type, vehicle.engine) : forVehicle(type, vehicle) });
  const w = (kind: string, q: string, rule: Rule) => list.push({ q, kind, rule });

  // A variant or badge standing for its car.
  v('variant', '325xi window regulator', T.regulator, { make: 'BMW', generation: 'E46' });
  v('variant', '535i brake pads', T.pads, { make: 'BMW', model: '5 Series' });
  v('variant', 'c300 engine mount', T.mount, { make: 'Mercedes-Benz', model: 'C-Class' });
  v('variant', 's4 brake pads', T.pads, { make: 'Audi', model: 'S4' });
  v('variant', '335i oil filter 2009', T.oilFilterAny, { make: 'BMW', generation: 'E90', year: 2009 });
  v('variant', '328i water pump', T.waterPump, { make: 'BMW', model: '3 Series' });
  v('variant', 'is250 engine mount', T.mount, { make: 'Lexus', generation: 'XE20' });
  v('variant', 'e350 spark plugs', T.plugs, { make: 'Mercedes-Benz', model: 'E-Class' });
  v('variant', '330xi control arm', T.arm, { make: 'BMW', generation: 'E46' });
  v('variant', 'c63 amg brake pads', T.pads, { make: 'Mercedes-Benz', model: 'C-Class' });
  // Model names without their punctuation or spacing.
  v('spelling', 'rcf front pads', T.frontPads, { make: 'Lexus', model: 'RC F' });
  v('spelling', 'gt86 clutch', T.clutch, { make: 'Toyota', model: '86' });
  v('spelling', '370 z brake pads', T.pads, { make: 'Nissan', model: '370Z' });
  v('spelling', 'gtr brake pads', T.pads, { make: 'Nissan', model: 'GT-R' });
  v('spelling', 'mx5 nd brake pads', T.pads, { make: 'Mazda', generation: 'ND' });
  v('spelling', 'wrx sti rear pads', T.rearPads, { make: 'Subaru', model: 'WRX STI' });
  v('spelling', 'civic type r brake pads', T.pads, { make: 'Honda', model: 'Civic Type R' });
  v('spelling', 'rc-f rear brake pads', T.rearPads, { make: 'Lexus', model: 'RC F' });
  v('spelling', 'golf r mk7 brake pads', T.pads, { make: 'Volkswagen', model: 'Golf R' });
  v('spelling', 'z4m oil filter', T.oilFilterAny, { make: 'BMW', model: 'Z4' });
  // Acronyms and trade names.
  v('acronym', 'ccv valve n54', T.ccv, { engine: 'N54' });
  v('acronym', 'maf sensor m54', T.maf, { engine: 'M54' });
  v('acronym', 'o2 sensor n52', T.o2, { engine: 'N52' });
  v('acronym', 'coil packs n54', T.coil, { engine: 'N54' });
  v('acronym', 'flex joint e90', T.flex, { make: 'BMW', generation: 'E90' });
  w('acronym', 'pcv valve', byType(T.ccv));
  w('acronym', 'hid bulb', byType(T.bulb, T.headlight));
  w('acronym', 'atf service kit', byType(T.atf));
  // Regional words.
  v('regional', 'bonnet struts e46', T.lift, { make: 'BMW', generation: 'E46' });
  v('regional', 'anti roll bar link e90', T.endLink, { make: 'BMW', generation: 'E90' });
  w('regional', 'boot struts', byType(T.lift));
  w('regional', 'drop link', byType(T.endLink, T.arm));
  w('regional', 'track rod end', byType(T.tieRod, T.arm));
  w('regional', 'cambelt kit', byType(T.timingKit, T.timingBelt));
  w('regional', 'wing mirror glass', byType(T.mirror));
  w('regional', 'silencer', byType(T.muffler));
  w('regional', 'windscreen wipers', byType(T.wiper));
  w('regional', 'rear light', byType(T.tail));
  w('regional', 'fan belt', byType(T.belt, T.tensioner));
  w('regional', 'headlamp', byType(T.headlight, T.bulb));
  // Words naming a part type, where a neighbouring type shares words.
  w('intent', 'spark plug set', byType(T.plugs, undefined, T.coil));
  w('intent', 'brake pad sets', byType(T.pads, T.padSensor, brakeRelated));
  w('intent', 'timing belts', byType(T.timingBelt, T.tensioner));
  w('intent', 'brake pad wear sensor', byType(T.padSensor, undefined, T.pads));
  w('intent', 'motor mounts', byType(T.mount));
  w('intent', 'oil filter housing gasket', byType(T.ofhg, undefined, T.oilFilterAny));
  return list;
}

/**
 * Applies the reviewed corrections: each override sets (1-3) or removes (0) one query's grade for one
 * part. Throws on an override naming an unknown query or part, a malformed entry, or a duplicate.
 */
function applyOverrides(judged: Judged[], parts: Part[], overrides: unknown): { applied: number; unchanged: string[] } {
  if (!Array.isArray(overrides)) throw new Error(`${overridesPath}: expected an array of overrides`);
  const byQuery = new Map(judged.map((j) => [j.q, j] as const));
  const slugs = new Set(parts.map((p) => p.slug));
  const seen = new Set<string>();
  const errors: string[] = [];
  const unchanged: string[] = [];
  let applied = 0;
  overrides.forEach((raw: unknown, i) => {
    const o = raw as Partial<Override> | null;
    const at = `override #${i} ${JSON.stringify(raw)}`;
    if (!o || typeof o.q !== 'string' || typeof o.slug !== 'string' || typeof o.why !== 'string' || !o.why.trim()) {
      errors.push(`${at}: needs string q, slug and a non-empty why`);
      return;
    }
    if (typeof o.grade !== 'number' || !Number.isInteger(o.grade) || o.grade < 0 || o.grade > 3) {
      errors.push(`${at}: grade must be 0, 1, 2 or 3`);
      return;
    }
    const target = byQuery.get(o.q);
    if (!target) errors.push(`${at}: no query "${o.q}" in the query set`);
    if (!slugs.has(o.slug)) errors.push(`${at}: no part "${o.slug}" with offers in the demo catalog`);
    const key = `${o.q}\u0000${o.slug}`;
    if (seen.has(key)) errors.push(`${at}: a second override for the same query and part`);
    seen.add(key);
    if (!target || !slugs.has(o.slug)) return;
    if ((target.judgments[o.slug] ?? 0) === o.grade) unchanged.push(`${o.q} / ${o.slug}`);
    if (o.grade === 0) delete target.judgments[o.slug];
    else target.judgments[o.slug] = o.grade;
    applied++;
  });
  if (errors.length) throw new Error(`${overridesPath} does not match the query set or the catalog:\n  ${errors.join('\n  ')}`);
  // Keep each query's judgments in catalog order, as the rules write them.
  for (const j of judged) {
    j.judgments = Object.fromEntries(parts.filter((p) => j.judgments[p.slug] !== undefined).map((p) => [p.slug, j.judgments[p.slug]!] as const));
  }
  return { applied, unchanged };
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-judge-'));
  const handle = await openDatabase({ dataDir: dir });
  try {
    await handle.migrate();
    await seedDemoCatalog(handle.db);
    const rows = await queryRows(handle.db, PartRow, sql`
      select p.slug, p.name, split_part(p.name, ' for ', 1) as type, p.brand, p.part_number as "partNumber",
        (select json_agg(json_build_object('make', mk.name, 'model', mo.name, 'generation', mo.generation, 'engines', mo.engine_codes,
                'from', f.year_from, 'to', f.year_to))
           from fitments f join models mo on mo.id = f.model_id join makes mk on mk.id = mo.make_id where f.part_id = p.id) as fits
      from parts p where exists (select 1 from listings l where l.part_id = p.id) order by p.slug`);
    const parts = rows.map((r) => ({ ...r, fits: r.fits ?? [] }));
    const judged: Judged[] = queries(parts).map(({ q, kind, rule }) => ({
      q,
      kind,
      judgments: Object.fromEntries(parts.map((p) => [p.slug, rule(p)] as const).filter(([, g]) => g > 0)),
    }));
    const { applied, unchanged } = applyOverrides(judged, parts, JSON.parse(readFileSync(overridesPath, 'utf8')));
    console.log(`${applied} reviewed corrections applied from overrides.json`);
    if (unchanged.length) console.log(`overrides equal to the rule grade (the rule now agrees; consider deleting): ${unchanged.join(', ')}`);
    const empty = judged.filter((j) => Object.keys(j.judgments).length === 0).map((j) => j.q);
    if (empty.length) console.log(`no relevant part in the catalog (kept, excluded from the zero-result target): ${empty.join(', ')}`);
    writeFileSync(path.join(import.meta.dirname, 'queries.json'), `${JSON.stringify(judged, null, 1)}\n`);
    console.log(`${judged.length} queries judged`);
    const holdout: Judged[] = holdoutQueries().map(({ q, kind, rule }) => ({
      q,
      kind,
      judgments: Object.fromEntries(parts.map((p) => [p.slug, rule(p)] as const).filter(([, g]) => g > 0)),
    }));
    const holdoutEmpty = holdout.filter((j) => Object.keys(j.judgments).length === 0).map((j) => j.q);
    if (holdoutEmpty.length) console.log(`held out, no relevant part in the catalog: ${holdoutEmpty.join(', ')}`);
    writeFileSync(path.join(import.meta.dirname, 'queries.holdout.json'), `${JSON.stringify({ note: HOLDOUT_NOTE, queries: holdout }, null, 1)}\n`);
    console.log(`${holdout.length} held-out queries judged`);
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
