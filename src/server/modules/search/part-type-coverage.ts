import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';

const PartTypeRow = z.object({ partType: z.string() });

/**
 * The part types parts in the catalog carry that no search word names: a shopper could not find them
 * by anything but their exact catalog name, and search could not tell they were asked for.
 */
export async function partTypesWithoutSynonyms(db: Database): Promise<{ count: number; missing: string[] }> {
  const rows = await queryRows(db, PartTypeRow, sql`
    select distinct p.part_type as "partType" from parts p
    where p.part_type is not null
      and not exists (select 1 from search_synonyms s where p.part_type = any(s.part_types))
    order by 1`);
  const missing = rows.map((row) => row.partType);
  return { count: missing.length, missing };
}
