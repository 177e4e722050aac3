import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { fitmentCoversModel, fitmentYearFrom, fitmentYearTo } from '../../db/fitment-models';
import { categories, makes, models, testimonials, vendors } from '../../db/schema';

export function listMakes(db: Database) {
  return db
    .select({ id: makes.id, name: makes.name, slug: makes.slug, firstModelYear: makes.firstModelYear })
    .from(makes)
    .orderBy(asc(makes.sortOrder), asc(makes.name));
}

export async function findMake(db: Database, makeId: number) {
  const rows = await db.select({ id: makes.id, slug: makes.slug }).from(makes).where(eq(makes.id, makeId));
  return rows[0] ?? null;
}

const modelColumns = {
  id: models.id,
  makeId: models.makeId,
  name: models.name,
  slug: models.slug,
  generation: models.generation,
  yearFrom: models.yearFrom,
  yearTo: models.yearTo,
  variants: models.variants,
  baseModel: models.baseModel,
};

/** Models of a make, optionally only those built in a given year. */
export function listModels(db: Database, makeId: number, year?: number) {
  const builtIn =
    year === undefined
      ? undefined
      : and(lte(models.yearFrom, year), or(isNull(models.yearTo), gte(models.yearTo, year)));
  return db
    .select(modelColumns)
    .from(models)
    .where(and(eq(models.makeId, makeId), builtIn))
    .orderBy(asc(models.name), asc(models.yearFrom));
}

export function listCategories(db: Database) {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, icon: categories.icon })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

const VehicleCategoryRow = z.object({ id: z.number(), name: z.string(), slug: z.string(), icon: z.string(), vehiclePartCount: z.number() });

/** Every category with the number of parts with offers whose fitments cover the model in that year. */
export async function listCategoriesForVehicle(db: Database, modelId: number, year: number) {
  return queryRows(db, VehicleCategoryRow, sql`
    select c.id, c.name, c.slug, c.icon,
      (select count(*)::int from parts p
        where p.category_id = c.id and p.listing_count > 0
          and exists (select 1 from fitments f join models mo on ${fitmentCoversModel('f', 'mo')}
            where f.part_id = p.id and mo.id = ${modelId}
              and ${year} between ${fitmentYearFrom('f', 'mo')} and ${fitmentYearTo('f', 'mo')})) as "vehiclePartCount"
    from categories c
    order by c.sort_order, c.name
  `);
}

export function listVendors(db: Database) {
  return db
    .select({
      id: vendors.id,
      name: vendors.name,
      slug: vendors.slug,
      logo: vendors.logo,
      website: vendors.website,
      description: vendors.description,
      hasStorePickup: vendors.hasStorePickup,
    })
    .from(vendors)
    .where(eq(vendors.isActive, true))
    .orderBy(asc(vendors.sortOrder), asc(vendors.name));
}

export function listTestimonials(db: Database) {
  return db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      role: testimonials.role,
      rating: testimonials.rating,
      content: testimonials.content,
      avatarInitials: testimonials.avatarInitials,
    })
    .from(testimonials)
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
}
