/**
 * Makes, models, categories, vendors and testimonials: the reference data both the demo and the
 * synthetic catalogs hang parts on. Inserting is idempotent (existing rows are kept), and the result
 * maps the seed data's keys to database ids.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { bulkInsert } from './bulk-insert';
import { rowsOf } from './sql-rows';
import { CATEGORIES } from './data/categories';
import { MAKES, modelBaseGroup, modelKey, modelSlug, type ModelData, type ModelKey } from '../../server/db/seed/data/makes';
import { engineCodesByModel } from '../../server/db/seed/data/platforms';
import { TESTIMONIALS } from './data/testimonials';
import { VENDORS, vendorAffiliateTemplate, vendorLogoPath } from './data/vendors';

export interface ReferenceIds {
  makes: ReadonlyMap<string, number>;
  models: ReadonlyMap<ModelKey, number>;
  categories: ReadonlyMap<string, number>;
  vendors: ReadonlyMap<string, number>;
}

async function idsBySlug(db: Database, table: 'makes' | 'categories' | 'vendors'): Promise<Map<string, number>> {
  const result = await db.execute(sql`SELECT id, slug FROM ${sql.identifier(table)}`);
  return new Map(rowsOf<{ id: number; slug: string }>(result).map((row) => [row.slug, Number(row.id)]));
}

async function insertMakesAndModels(db: Database): Promise<{ makes: Map<string, number>; models: Map<ModelKey, number> }> {
  await bulkInsert(
    db,
    'makes',
    [
      { name: 'name', type: 'text', value: (make: (typeof MAKES)[number]) => make.name },
      { name: 'slug', type: 'text', value: (make) => make.slug },
      { name: 'first_model_year', type: 'int', value: (make) => make.firstModelYear },
      { name: 'country', type: 'text', value: (make) => make.country },
      { name: 'sort_order', type: 'int', value: (make) => MAKES.indexOf(make) },
    ],
    MAKES,
    { onConflictDoNothing: true },
  );
  const makes = await idsBySlug(db, 'makes');
  const engineCodes = engineCodesByModel();
  const modelRows = MAKES.flatMap((make) =>
    make.models.map((model) => ({ make, model, makeId: makes.get(make.slug), engineCodes: engineCodes.get(modelKey(make, model)) ?? [] })),
  );
  await bulkInsert(
    db,
    'models',
    [
      { name: 'make_id', type: 'int', value: (row: (typeof modelRows)[number]) => row.makeId },
      { name: 'name', type: 'text', value: (row) => row.model.name },
      { name: 'slug', type: 'text', value: (row) => modelSlug(row.model) },
      { name: 'generation', type: 'text', value: (row) => row.model.generation },
      { name: 'year_from', type: 'int', value: (row) => row.model.yearFrom },
      { name: 'year_to', type: 'int', value: (row) => row.model.yearTo },
      { name: 'variants', type: 'jsonb', value: (row) => row.model.variants },
      { name: 'base_model', type: 'text', value: (row) => modelBaseGroup(row.model as ModelData) },
      { name: 'engine_codes', type: 'jsonb', value: (row) => row.engineCodes },
    ],
    modelRows,
    { onConflictDoNothing: true },
  );
  const result = await db.execute(sql`SELECT mo.id, mo.slug, ma.slug AS make_slug FROM models mo JOIN makes ma ON ma.id = mo.make_id`);
  const models = new Map(
    rowsOf<{ id: number; slug: string; make_slug: string }>(result).map((row) => [`${row.make_slug}/${row.slug}` as ModelKey, Number(row.id)]),
  );
  for (const make of MAKES) {
    for (const model of make.models) {
      if (!models.has(modelKey(make, model))) throw new Error(`Model ${modelKey(make, model)} was not stored`);
    }
  }
  return { makes, models };
}

async function insertCategories(db: Database): Promise<Map<string, number>> {
  await bulkInsert(
    db,
    'categories',
    [
      { name: 'name', type: 'text', value: (category: (typeof CATEGORIES)[number]) => category.name },
      { name: 'slug', type: 'text', value: (category) => category.slug },
      { name: 'icon', type: 'text', value: (category) => category.icon },
      { name: 'description', type: 'text', value: (category) => category.description },
      { name: 'sort_order', type: 'int', value: (category) => CATEGORIES.indexOf(category) },
    ],
    CATEGORIES,
    { onConflictDoNothing: true },
  );
  return idsBySlug(db, 'categories');
}

async function insertVendors(db: Database): Promise<Map<string, number>> {
  await bulkInsert(
    db,
    'vendors',
    [
      { name: 'name', type: 'text', value: (vendor: (typeof VENDORS)[number]) => vendor.name },
      { name: 'slug', type: 'text', value: (vendor) => vendor.slug },
      { name: 'logo', type: 'text', value: (vendor) => vendorLogoPath(vendor.slug) },
      { name: 'website', type: 'text', value: (vendor) => vendor.website },
      { name: 'description', type: 'text', value: (vendor) => vendor.description },
      { name: 'has_store_pickup', type: 'boolean', value: (vendor) => vendor.hasStorePickup },
      { name: 'affiliate_template', type: 'text', value: (vendor) => vendorAffiliateTemplate(vendor.slug) },
      { name: 'shipping_policy', type: 'jsonb', value: (vendor) => vendor.shippingPolicy },
      { name: 'sort_order', type: 'int', value: (vendor) => VENDORS.indexOf(vendor) },
    ],
    VENDORS,
    { onConflictDoNothing: true },
  );
  return idsBySlug(db, 'vendors');
}

async function insertTestimonials(db: Database): Promise<void> {
  const existing = await db.execute(sql`SELECT 1 FROM testimonials LIMIT 1`);
  if (rowsOf(existing).length > 0) return;
  await bulkInsert(
    db,
    'testimonials',
    [
      { name: 'name', type: 'text', value: (t: (typeof TESTIMONIALS)[number]) => t.name },
      { name: 'role', type: 'text', value: (t) => t.role },
      { name: 'rating', type: 'numeric', value: (t) => t.rating.toFixed(1) },
      { name: 'content', type: 'text', value: (t) => t.content },
      { name: 'avatar_initials', type: 'text', value: (t) => t.avatarInitials },
      { name: 'sort_order', type: 'int', value: (t) => TESTIMONIALS.indexOf(t) },
    ],
    TESTIMONIALS,
  );
}

export async function ensureReferenceData(db: Database): Promise<ReferenceIds> {
  const { makes, models } = await insertMakesAndModels(db);
  const categories = await insertCategories(db);
  const vendors = await insertVendors(db);
  await insertTestimonials(db);
  return { makes, models, categories, vendors };
}
