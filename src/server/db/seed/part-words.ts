/**
 * Writes the part words (data/part-words.ts) into the search synonym table: one row per word, naming
 * the part types it stands for, with the catalog's own phrases for those types as alternatives, so a
 * search for "bonnet strut" also looks for "lift support". Rows operators wrote stay theirs: a word
 * that is already a term gains the part types and keeps its alternatives, with the catalog's added.
 * Written when the words changed (a hash in site_settings), like the repair knowledge.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { siteSettings } from '../schema';
import { readSetting } from '../settings';
import { PART_WORDS, type PartWordKind } from './data/part-words';

export const PART_WORDS_VERSION_KEY = 'part_words_version';

export interface PartWordRow {
  term: string;
  alternatives: string[];
  partTypes: string[];
  kind: PartWordKind;
}

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** One row per distinct word; a word two types share (brake pads: front and rear) names both. */
export function partWordRows(): PartWordRow[] {
  const rows = new Map<string, PartWordRow>();
  for (const [partType, entry] of Object.entries(PART_WORDS)) {
    const catalog = entry.catalog.map(tidy);
    const words: [string, PartWordKind][] = [...catalog.map((phrase): [string, PartWordKind] => [phrase, 'name']), ...entry.words.map(([w, k]): [string, PartWordKind] => [tidy(w), k])];
    for (const [term, kind] of words) {
      const row = rows.get(term) ?? { term, alternatives: [], partTypes: [], kind };
      for (const phrase of catalog) if (phrase !== term && !row.alternatives.includes(phrase)) row.alternatives.push(phrase);
      if (!row.partTypes.includes(partType)) row.partTypes.push(partType);
      rows.set(term, row);
    }
  }
  return [...rows.values()];
}

export async function seedPartWords(db: Database): Promise<{ written: boolean; rows: number }> {
  const rows = partWordRows();
  const version = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  if ((await readSetting(db, PART_WORDS_VERSION_KEY)) === version) return { written: false, rows: rows.length };
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE search_synonyms IN EXCLUSIVE MODE`);
    if ((await readSetting(tx, PART_WORDS_VERSION_KEY)) === version) return { written: false, rows: rows.length };
    // Part types are the data's alone: a word the data no longer lists for a type loses it.
    await tx.execute(sql`UPDATE search_synonyms SET part_types = '{}', kind = NULL WHERE cardinality(part_types) > 0`);
    await tx.execute(sql`
      INSERT INTO search_synonyms (term, alternatives, part_types, kind)
      SELECT r.term, r.alternatives, ARRAY(SELECT jsonb_array_elements_text(r.part_types)), r.kind
      FROM jsonb_to_recordset(${JSON.stringify(rows.map((row) => ({ term: row.term, alternatives: row.alternatives, part_types: row.partTypes, kind: row.kind })))}::jsonb) AS r(term text, alternatives jsonb, part_types jsonb, kind text)
      ON CONFLICT (term) DO UPDATE SET
        alternatives = (SELECT coalesce(jsonb_agg(DISTINCT a), '[]'::jsonb) FROM jsonb_array_elements(search_synonyms.alternatives || excluded.alternatives) AS a),
        part_types = excluded.part_types,
        kind = excluded.kind,
        updated_at = now()`);
    await tx
      .insert(siteSettings)
      .values({ key: PART_WORDS_VERSION_KEY, value: version })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: version, updatedAt: sql`now()` } });
    return { written: true, rows: rows.length };
  });
}
