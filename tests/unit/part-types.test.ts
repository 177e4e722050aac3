import { describe, expect, it } from 'vitest';
import { PART_TEMPLATES } from '../../src/demo/seed/data/parts';
import { CATALOG_PART_TYPES, isPartTypeId } from '../../src/shared/part-types';

const templateType = (template: (typeof PART_TEMPLATES)[number]) => template.partType ?? template.system;

describe('catalog part types', () => {
  it('names every demo template by a catalog part type', () => {
    const unknown = PART_TEMPLATES.filter((template) => !isPartTypeId(templateType(template))).map((t) => t.key);
    expect(unknown).toEqual([]);
  });

  it('lists only types the catalog carries, each once', () => {
    const carried = new Set(PART_TEMPLATES.map(templateType));
    const ids = CATALOG_PART_TYPES.map((t) => t.id);
    expect(ids.filter((id) => !carried.has(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('files each type under the category its parts are in', () => {
    const wrong = PART_TEMPLATES.filter((template) => CATALOG_PART_TYPES.find((t) => t.id === templateType(template))?.categorySlug !== template.category);
    expect(wrong.map((t) => t.key)).toEqual([]);
  });
});

describe('part words', () => {
  it('gives every catalog part type words of its own beyond the catalog name', async () => {
    const { PART_WORDS } = await import('../../src/server/db/seed/data/part-words');
    const bare = CATALOG_PART_TYPES.filter((t) => (PART_WORDS[t.id]?.words.length ?? 0) < 3).map((t) => t.id);
    expect(bare).toEqual([]);
  });
});
