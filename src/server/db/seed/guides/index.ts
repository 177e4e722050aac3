import { sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { guides } from '../../schema';
import { bmwOilChange } from './bmw-oil-change';
import { bmwTimingBelts } from './bmw-timing-belts';
import { ferrariAnnualMaintenance } from './ferrari-annual-maintenance';
import type { GuideSeed } from './guide-seed';
import { lamborghiniFluidInspection } from './lamborghini-fluid-inspection';
import { mercedesAirFilterReplacement } from './mercedes-air-filter-replacement';
import { porsche997TurboPassengerTurbo } from './porsche-997-turbo-passenger-turbo';
import { porscheBrakePadReplacement } from './porsche-brake-pad-replacement';
import { bmwN5xSparkPlugsCoils } from './bmw-n5x-spark-plugs-coils';
import { vagEa888SparkPlugsCoils } from './vag-ea888-spark-plugs-coils';
import { porscheM96SparkPlugsCoils } from './porsche-m96-spark-plugs-coils';
import { sparkPlugReplacement } from './spark-plug-replacement';
import { ignitionCoilSwapTest } from './ignition-coil-swap-test';
import { bmwN5xWaterPumpThermostat } from './bmw-n5x-water-pump-thermostat';
import { bmwValveCoverGasket } from './bmw-valve-cover-gasket';
import { bmwOilFilterHousingGasket } from './bmw-oil-filter-housing-gasket';
import { bmw3SeriesBrakePadsRotors } from './bmw-3-series-brake-pads-rotors';
import { mercedesBrakePadsRotors } from './mercedes-brake-pads-rotors';
import { audiVwBrakePadsRotors } from './audi-vw-brake-pads-rotors';
import { brakeFluidFlush } from './brake-fluid-flush';
import { brakeNoiseFix } from './brake-noise-fix';
import { porscheOilChange } from './porsche-oil-change';
import { mercedesOilChange } from './mercedes-oil-change';
import { vagOilChange } from './vag-oil-change';
import { lexusOilChange } from './lexus-oil-change';
import { engineOilChange } from './engine-oil-change';
import { coolantFlushAndBleed } from './coolant-flush-and-bleed';
import { swayBarLinkReplacement } from './sway-bar-link-replacement';
import { controlArmReplacement } from './control-arm-replacement';
import { strutReplacement } from './strut-replacement';
import { engineAirFilterReplacement } from './engine-air-filter-replacement';
import { cabinAirFilterReplacement } from './cabin-air-filter-replacement';
import { driveBeltReplacement } from './drive-belt-replacement';
import { batteryReplacement } from './battery-replacement';
import { o2SensorReplacement } from './o2-sensor-replacement';

/** Every guide, in the order the knowledge base lists them (the order of first insertion). */
export const GUIDES: readonly GuideSeed[] = [
  porsche997TurboPassengerTurbo,
  bmwOilChange,
  porscheBrakePadReplacement,
  mercedesAirFilterReplacement,
  ferrariAnnualMaintenance,
  lamborghiniFluidInspection,
  bmwTimingBelts,
  bmwN5xSparkPlugsCoils,
  vagEa888SparkPlugsCoils,
  porscheM96SparkPlugsCoils,
  sparkPlugReplacement,
  ignitionCoilSwapTest,
  bmwN5xWaterPumpThermostat,
  bmwValveCoverGasket,
  bmwOilFilterHousingGasket,
  bmw3SeriesBrakePadsRotors,
  mercedesBrakePadsRotors,
  audiVwBrakePadsRotors,
  brakeFluidFlush,
  brakeNoiseFix,
  porscheOilChange,
  mercedesOilChange,
  vagOilChange,
  lexusOilChange,
  engineOilChange,
  coolantFlushAndBleed,
  swayBarLinkReplacement,
  controlArmReplacement,
  strutReplacement,
  engineAirFilterReplacement,
  cabinAirFilterReplacement,
  driveBeltReplacement,
  batteryReplacement,
  o2SensorReplacement,
];

/**
 * Writes the guides into the database, inserting new ones and updating existing ones by slug. The text in
 * this folder is the source of truth, so running it on every start keeps the database in step with the
 * deployed content; running it twice changes nothing.
 */
export async function seedGuides(db: Database): Promise<{ count: number }> {
  const rows = GUIDES.map((g) => ({
    slug: g.slug,
    path: g.path,
    title: g.title,
    description: g.description,
    category: g.category,
    make: g.make,
    difficulty: g.difficulty,
    timeRequired: g.timeRequired,
    isDetailed: g.isDetailed,
    content: g.content,
    scope: g.scope,
    platforms: g.platforms,
  }));
  await db
    .insert(guides)
    .values(rows)
    .onConflictDoUpdate({
      target: guides.slug,
      set: {
        path: sql`excluded.path`,
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        category: sql`excluded.category`,
        make: sql`excluded.make`,
        difficulty: sql`excluded.difficulty`,
        timeRequired: sql`excluded.time_required`,
        isDetailed: sql`excluded.is_detailed`,
        content: sql`excluded.content`,
        scope: sql`excluded.scope`,
        platforms: sql`excluded.platforms`,
      },
    });
  return { count: rows.length };
}
