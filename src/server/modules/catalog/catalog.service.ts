import type { EnhancedModel, Model } from '@shared/schemas/catalog';
import { sortBaseModelGroups } from '@shared/rules/vehicles';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/http-error';
import * as queries from './catalog.queries';
import { safeHttpUrl } from '../clickout';

type ModelRow = Awaited<ReturnType<typeof queries.listModels>>[number];

function toModel(row: ModelRow): Model {
  return {
    id: row.id,
    makeId: row.makeId,
    name: row.name,
    slug: row.slug,
    generation: row.generation,
    yearFrom: row.yearFrom,
    yearTo: row.yearTo,
  };
}

/** Model years newest first, never past the current year. */
function modelYears(row: ModelRow, currentYear: number): number[] {
  const last = Math.min(row.yearTo ?? currentYear, currentYear);
  const years: number[] = [];
  for (let y = last; y >= row.yearFrom; y--) years.push(y);
  return years;
}

export function toEnhancedModels(rows: ModelRow[], currentYear: number): EnhancedModel[] {
  const groupOrder = sortBaseModelGroups(rows.map((r) => r.baseModel));
  const rank = new Map(groupOrder.map((g, i) => [g, i]));
  return rows
    .map((row) => ({
      ...toModel(row),
      displayName: row.generation ? `${row.name} (${row.generation})` : row.name,
      years: modelYears(row, currentYear),
      variants: row.variants,
      baseModel: row.baseModel,
    }))
    .sort(
      (a, b) =>
        (rank.get(a.baseModel) ?? 0) - (rank.get(b.baseModel) ?? 0) ||
        a.name.localeCompare(b.name, 'en', { numeric: true }) ||
        a.yearFrom - b.yearFrom,
    );
}

async function requireMake(db: Database, makeId: number) {
  const make = await queries.findMake(db, makeId);
  if (!make) throw new HttpError(404, `Unknown make: ${makeId}`);
  return make;
}

export function createCatalogService(db: Database) {
  return {
    makes: () => queries.listMakes(db),
    categories: () => queries.listCategories(db),
    categoriesForVehicle: (modelId: number, year: number) => queries.listCategoriesForVehicle(db, modelId, year),
    async vendors() {
      // The website becomes a link on the vendors page: only http(s), so no stored value turns into a script.
      const rows = await queries.listVendors(db);
      return rows.map((v) => ({ ...v, website: safeHttpUrl(v.website) ? v.website : '' }));
    },
    async testimonials() {
      const rows = await queries.listTestimonials(db);
      return rows.map((r) => ({ ...r, rating: Number(r.rating) }));
    },
    async models(makeId: number): Promise<Model[]> {
      await requireMake(db, makeId);
      return (await queries.listModels(db, makeId)).map(toModel);
    },
    async enhancedModels(makeId: number, year?: number): Promise<EnhancedModel[]> {
      await requireMake(db, makeId);
      return toEnhancedModels(await queries.listModels(db, makeId, year), new Date().getFullYear());
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
