import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, parts, vendors } from '../../db/schema';

export async function findVendorName(db: Database, slug: string): Promise<string | null> {
  const rows = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.slug, slug));
  return rows[0]?.name ?? null;
}

export async function findPartForImage(db: Database, slug: string) {
  const rows = await db
    .select({ name: parts.name, partNumber: parts.partNumber, brand: parts.brand, icon: categories.icon })
    .from(parts)
    .innerJoin(categories, eq(categories.id, parts.categoryId))
    .where(eq(parts.slug, slug));
  return rows[0] ?? null;
}
