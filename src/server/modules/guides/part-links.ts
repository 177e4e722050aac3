import type { CatalogPartLink } from '@shared/schemas/guides';
import { centsToAmount } from '@shared/rules/money';
import { normalizePartNumber } from '@shared/rules/part-number';
import type { Database } from '../../db/client';
import { findPartsByNumbers } from './guides.queries';

/** A catalog part as a link: its product page and its lowest price by the offer rule (best in-stock total). */
export function toCatalogPartLink(row: {
  slug: string;
  name: string;
  brand: string;
  part_number: string;
  lowest_price_cents: number | null;
}): CatalogPartLink {
  return {
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    partNumber: row.part_number,
    lowestPrice: row.lowest_price_cents == null ? null : centsToAmount(row.lowest_price_cents),
    url: `/product/${row.slug}`,
  };
}

/**
 * Links for the part numbers a guide names, keyed by the number as written in the guide. Numbers are
 * matched in their normalized form ("11 42 7 953 125" = "11427953125"), against the part's own number
 * or any of its interchange numbers; a number the catalog does not carry has no entry.
 */
export async function findPartLinks(db: Database, partNumbers: string[]): Promise<Map<string, CatalogPartLink>> {
  const byNormalized = new Map(partNumbers.map((n) => [normalizePartNumber(n), n]));
  const rows = await findPartsByNumbers(db, [...byNormalized.keys()].filter(Boolean));
  const links = new Map<string, CatalogPartLink>();
  for (const row of rows) {
    const written = byNormalized.get(row.number);
    if (written !== undefined) links.set(written, toCatalogPartLink(row));
  }
  return links;
}
