import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminPartsQuery } from '@shared/schemas/admin-catalog';
import { offsetOf } from '@shared/schemas/admin-table';
import type { Database } from '../../db/client';
import { categories, fitments, interchangeNumbers, makes, models, parts } from '../../db/schema';
import type { DatabaseOrTransaction } from '../operators';

export type PartRow = typeof parts.$inferSelect;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORT_COLUMNS = {
  name: sql`lower(${parts.name})`,
  brand: sql`lower(${parts.brand})`,
  partNumber: sql`${parts.partNumberNormalized}`,
  listingCount: sql`${parts.listingCount}`,
  updatedAt: sql`${parts.updatedAt}`,
} satisfies Record<AdminPartsQuery['sort'], SQL>;

function textFilter(q: string | undefined, normalized: string) {
  if (!q) return undefined;
  return or(
    ilike(parts.name, likePattern(q)),
    ilike(parts.brand, likePattern(q)),
    normalized ? ilike(parts.partNumberNormalized, likePattern(normalized)) : undefined,
  );
}

export async function findPartsPage(db: Database, query: AdminPartsQuery, normalized: string) {
  const where = textFilter(query.q, normalized);
  const order = query.dir === 'asc' ? asc(SORT_COLUMNS[query.sort]) : desc(SORT_COLUMNS[query.sort]);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: parts.id,
        name: parts.name,
        slug: parts.slug,
        brand: parts.brand,
        partNumber: parts.partNumber,
        categoryName: categories.name,
        listingCount: parts.listingCount,
        updatedAt: parts.updatedAt,
      })
      .from(parts)
      .innerJoin(categories, eq(categories.id, parts.categoryId))
      .where(where)
      .orderBy(order, asc(parts.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(parts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The part picker: an exact number first, then names and numbers containing the text. */
export async function lookupParts(db: Database, q: string, normalized: string, limit: number) {
  return db
    .select({ id: parts.id, name: parts.name, brand: parts.brand, partNumber: parts.partNumber, slug: parts.slug })
    .from(parts)
    .where(textFilter(q, normalized))
    .orderBy(sql`${parts.partNumberNormalized} = ${normalized} desc`, asc(parts.name), asc(parts.id))
    .limit(limit);
}

export async function lockPart(tx: DatabaseOrTransaction, id: number): Promise<PartRow | null> {
  const [row] = await tx.select().from(parts).where(eq(parts.id, id)).for('update');
  return row ?? null;
}

export async function findPartDetail(db: DatabaseOrTransaction, id: number) {
  const [part] = await db.select().from(parts).where(eq(parts.id, id));
  if (!part) return null;
  const [fitmentRows, numberRows] = await Promise.all([
    db
      .select({
        id: fitments.id,
        // The model's own id: the inner join leaves out engine-coded fitments, which name no model
        // (the console edits model fitments; engine-coded ones come from fitment imports).
        modelId: models.id,
        makeName: makes.name,
        modelName: models.name,
        yearFrom: fitments.yearFrom,
        yearTo: fitments.yearTo,
        notes: fitments.notes,
      })
      .from(fitments)
      .innerJoin(models, eq(models.id, fitments.modelId))
      .innerJoin(makes, eq(makes.id, models.makeId))
      .where(eq(fitments.partId, id))
      .orderBy(asc(makes.name), asc(models.name), asc(fitments.yearFrom), asc(fitments.id)),
    db
      .select({ id: interchangeNumbers.id, number: interchangeNumbers.number, kind: interchangeNumbers.kind, brand: interchangeNumbers.brand })
      .from(interchangeNumbers)
      .where(eq(interchangeNumbers.partId, id))
      .orderBy(asc(interchangeNumbers.kind), asc(interchangeNumbers.id)),
  ]);
  return { part, fitments: fitmentRows, numbers: numberRows };
}

export async function updatePart(tx: DatabaseOrTransaction, id: number, values: Partial<typeof parts.$inferInsert>): Promise<PartRow> {
  const [row] = await tx.update(parts).set({ ...values, updatedAt: new Date() }).where(eq(parts.id, id)).returning();
  return row!;
}

export async function insertPart(tx: DatabaseOrTransaction, values: typeof parts.$inferInsert): Promise<PartRow> {
  const [row] = await tx.insert(parts).values(values).returning();
  return row!;
}

export async function slugExists(tx: DatabaseOrTransaction, slug: string): Promise<boolean> {
  const [row] = await tx.select({ id: parts.id }).from(parts).where(eq(parts.slug, slug));
  return row !== undefined;
}

export async function categoryExists(tx: DatabaseOrTransaction, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}

export async function findModel(tx: DatabaseOrTransaction, id: number) {
  const [row] = await tx
    .select({ id: models.id, name: models.name, makeName: makes.name })
    .from(models)
    .innerJoin(makes, eq(makes.id, models.makeId))
    .where(eq(models.id, id));
  return row ?? null;
}

export async function insertFitment(tx: DatabaseOrTransaction, values: typeof fitments.$inferInsert) {
  const [row] = await tx.insert(fitments).values(values).returning();
  return row!;
}

export async function deleteFitment(tx: DatabaseOrTransaction, partId: number, fitmentId: number) {
  const [row] = await tx.delete(fitments).where(and(eq(fitments.id, fitmentId), eq(fitments.partId, partId))).returning();
  return row ?? null;
}

export async function insertNumber(tx: DatabaseOrTransaction, values: typeof interchangeNumbers.$inferInsert) {
  const [row] = await tx.insert(interchangeNumbers).values(values).returning();
  return row!;
}

export async function deleteNumber(tx: DatabaseOrTransaction, partId: number, numberId: number) {
  const [row] = await tx
    .delete(interchangeNumbers)
    .where(and(eq(interchangeNumbers.id, numberId), eq(interchangeNumbers.partId, partId)))
    .returning();
  return row ?? null;
}

export async function findCatalogChoices(db: Database) {
  const [categoryRows, modelRows] = await Promise.all([
    db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
    db
      .select({ id: models.id, name: models.name, makeName: makes.name, yearFrom: models.yearFrom, yearTo: models.yearTo })
      .from(models)
      .innerJoin(makes, eq(makes.id, models.makeId))
      .orderBy(asc(makes.name), asc(models.name), asc(models.yearFrom)),
  ]);
  return { categories: categoryRows, models: modelRows };
}
