/**
 * Test data builders: each inserts one row with sensible defaults, overridable per test, and
 * returns it. Unique values come from a counter so tests never collide inside one database.
 * A part and its offers leave the part's derived columns and search row as the product's own write
 * path does, through the same `refreshPartDerived`, so no test sees a part the product never would.
 */
import { normalizePartNumber } from '../../src/shared/rules/part-number';
import { baseModelGroup } from '../../src/shared/rules/vehicles';
import type { Database } from '../../src/server/db/client';
import * as t from '../../src/server/db/schema';
import { refreshPartDerived } from '../../src/server/db/derived';

let counter = 0;
const next = () => ++counter;

export async function makeMake(db: Database, values: Partial<typeof t.makes.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(t.makes)
    .values({ name: `Make ${n}`, slug: `make-${n}`, firstModelYear: 1990, ...values })
    .returning();
  return row!;
}

export async function makeModel(db: Database, makeId: number, values: Partial<typeof t.models.$inferInsert> = {}) {
  const n = next();
  const name = values.name ?? `Model ${n}`;
  const [row] = await db
    .insert(t.models)
    .values({ makeId, name, slug: `model-${n}`, yearFrom: 2010, yearTo: 2015, baseModel: baseModelGroup(name), ...values })
    .returning();
  return row!;
}

export async function makeCategory(db: Database, values: Partial<typeof t.categories.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(t.categories)
    .values({ name: `Category ${n}`, slug: `category-${n}`, icon: 'engine', ...values })
    .returning();
  return row!;
}

export async function makeVendor(db: Database, values: Partial<typeof t.vendors.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(t.vendors)
    .values({
      name: `Vendor ${n}`,
      slug: `vendor-${n}`,
      website: `https://vendor-${n}.example`,
      logo: `/img/vendors/vendor-${n}.svg`,
      ...values,
    })
    .returning();
  return row!;
}

export async function makePart(db: Database, categoryId: number, values: Partial<typeof t.parts.$inferInsert> = {}) {
  const n = next();
  const partNumber = values.partNumber ?? `99 ${String(n).padStart(3, '0')} 000`;
  const [row] = await db
    .insert(t.parts)
    .values({
      name: `Part ${n}`,
      slug: `part-${n}`,
      brand: 'Bosch',
      categoryId,
      partNumber,
      partNumberNormalized: normalizePartNumber(partNumber),
      ...values,
    })
    .returning();
  await refreshPartDerived(db, [row!.id]);
  return row!;
}

export async function makeListing(
  db: Database,
  partId: number,
  vendorId: number,
  values: Partial<typeof t.listings.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(t.listings)
    .values({ partId, vendorId, vendorSku: `sku-${n}`, priceCents: 10000, url: `https://vendor.example/p/${n}`, ...values })
    .returning();
  await refreshPartDerived(db, [partId]);
  return row!;
}

export async function makeTestimonial(db: Database, values: Partial<typeof t.testimonials.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.testimonials)
    .values({ name: 'Alex Driver', role: 'Porsche 911 Owner', rating: '4.5', content: 'Great.', avatarInitials: 'AD', ...values })
    .returning();
  return row!;
}
