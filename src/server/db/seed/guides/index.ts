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

/** Every guide, in the order the knowledge base lists them (the order of first insertion). */
export const GUIDES: readonly GuideSeed[] = [
  porsche997TurboPassengerTurbo,
  bmwOilChange,
  porscheBrakePadReplacement,
  mercedesAirFilterReplacement,
  ferrariAnnualMaintenance,
  lamborghiniFluidInspection,
  bmwTimingBelts,
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
