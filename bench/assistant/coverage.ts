/**
 * The knowledge base's coverage, one figure a line: trouble codes, the part types that wear or fail
 * reached from fewer than two symptoms, the catalog's part types with no words to find them by, and the
 * codes whose causes name no part type.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PART_SYSTEMS } from '../../src/demo/seed/data/part-systems';
import type { Database } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/query';
import { codesWithoutPartType, partTypesWithoutSymptoms } from '../../src/server/db/seed/knowledge/coverage';
import { buildKnowledgeRows } from '../../src/server/db/seed/knowledge/rows';

/** Catalog part types that do not wear or fail: fluids, tools and accessories are listed apart. */
const NOT_WEARING = new Set(['engine-oil', 'coolant', 'brake-fluid', 'transmission-fluid', 'tool', 'floor-mats']);

const TypeRow = z.object({ slug: z.string(), terms: z.array(z.string()) });

export async function printCoverage(db: Database): Promise<void> {
  const rows = buildKnowledgeRows();
  const wearTypes = PART_SYSTEMS.filter((t) => !NOT_WEARING.has(t));
  const withoutSymptoms = partTypesWithoutSymptoms(rows, wearTypes);
  const typeTerms = await queryRows(db, TypeRow, sql`select slug, search_terms as terms from part_types`);
  const withoutWords = PART_SYSTEMS.filter((t) => t !== 'tool' && !typeTerms.some((row) => row.slug === t && row.terms.length > 0));
  const unmapped = codesWithoutPartType(rows);
  console.log(`fault codes: ${rows.faultCodes.length}`);
  console.log(`part types without symptoms: ${withoutSymptoms.length}`);
  console.log(`part types without synonyms: ${withoutWords.length}`);
  console.log(`fault codes without a part type: ${unmapped.length}`);
  if (process.argv.includes('--verbose')) {
    console.error(`without symptoms: ${withoutSymptoms.join(', ')}`);
    console.error(`without synonyms: ${withoutWords.join(', ')}`);
    console.error(`codes without a part type: ${unmapped.join(', ')}`);
  }
}
