/** The part words in the synonym table: written from the data, kept beside operators' rows, counted per part type. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { searchSynonyms } from '../../src/server/db/schema';
import { seedPartWords } from '../../src/server/db/seed/part-words';
import { partTypesWithoutSynonyms } from '../../src/server/modules/search';
import { CATALOG_PART_TYPES } from '../../src/shared/part-types';
import { createTestDatabase } from '../support/database';
import { makeCategory, makePart } from '../support/factories';

describe('part words', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const category = await makeCategory(handle.db);
    for (const [i, type] of CATALOG_PART_TYPES.entries()) {
      await makePart(handle.db, category.id, { slug: `part-${i}`, name: `${type.name} ${i}`, partNumber: `PT${i}`, partType: type.id });
    }
  });
  afterAll(() => handle.close());

  it('counts every carried part type as unnamed before the words are written, and none after', async () => {
    expect((await partTypesWithoutSynonyms(handle.db)).count).toBe(CATALOG_PART_TYPES.length);
    expect(await seedPartWords(handle.db)).toMatchObject({ written: true });
    expect(await partTypesWithoutSynonyms(handle.db)).toEqual({ count: 0, missing: [] });
  });

  it('counts a part type no word names', async () => {
    const category = await makeCategory(handle.db, { slug: 'other', name: 'Other' });
    await makePart(handle.db, category.id, { slug: 'gizmo', name: 'Gizmo', partNumber: 'GZ1', partType: 'gizmo' });
    expect(await partTypesWithoutSynonyms(handle.db)).toEqual({ count: 1, missing: ['gizmo'] });
    await handle.db.execute(sql`delete from parts where slug = 'gizmo'`);
  });

  it('keeps the alternatives of a word operators had already and adds the catalog phrases', async () => {
    const rows = await handle.db.select().from(searchSynonyms);
    const wishbone = rows.find((row) => row.term === 'wishbone');
    // Migration-seeded: wishbone → control arm; the data names it a control arm word.
    expect(wishbone).toMatchObject({ alternatives: ['control arm'], partTypes: ['control-arm'], kind: 'synonym' });
    expect(rows.find((row) => row.term === 'bonnet strut')).toMatchObject({ alternatives: ['lift support', 'gas strut'], partTypes: ['lift-support'], kind: 'regional' });
    expect(rows.find((row) => row.term === 'brake pads')?.partTypes.sort()).toEqual(['brake-pads-front', 'brake-pads-rear']);
    expect(rows.find((row) => row.term === 'ccv')).toMatchObject({ partTypes: ['crankcase-vent'], kind: 'acronym' });
  });

  it('writes nothing when the words have not changed', async () => {
    expect(await seedPartWords(handle.db)).toMatchObject({ written: false });
  });
});
