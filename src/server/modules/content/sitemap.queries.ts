import { asc, countDistinct, count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, guides, makes, parts } from '../../db/schema';

/** Categories, makes and guides: small tables, read whole. */
export async function listSitemapEntities(db: Database) {
  const [categoryRows, makeRows, guideRows] = await Promise.all([
    db.select({ id: categories.id }).from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    db.select({ slug: makes.slug }).from(makes).orderBy(asc(makes.sortOrder), asc(makes.name)),
    db.select({ path: guides.path }).from(guides).orderBy(asc(guides.path)),
  ]);
  return {
    categoryIds: categoryRows.map((r) => r.id),
    makeSlugs: makeRows.map((r) => r.slug),
    guidePaths: guideRows.map((r) => r.path),
  };
}

/** How many product pages (one per part) and part-number pages (one per distinct number) exist. */
export async function countPartPages(db: Database): Promise<{ products: number; partNumbers: number }> {
  const [row] = await db
    .select({ products: count(), partNumbers: countDistinct(parts.partNumberNormalized) })
    .from(parts);
  return { products: Number(row?.products ?? 0), partNumbers: Number(row?.partNumbers ?? 0) };
}

/** One page of part slugs in a stable order, so consecutive sitemap files neither overlap nor skip. */
export async function listPartSlugs(db: Database, offset: number, limit: number): Promise<string[]> {
  const rows = await db.select({ slug: parts.slug }).from(parts).orderBy(asc(parts.id)).limit(limit).offset(offset);
  return rows.map((r) => r.slug);
}

/** One page of distinct normalized part numbers: several parts may share a number, its page is one. */
export async function listPartNumbers(db: Database, offset: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ number: parts.partNumberNormalized })
    .from(parts)
    .orderBy(asc(parts.partNumberNormalized))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.number);
}
