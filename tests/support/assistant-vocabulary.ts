import { MAKES, modelKey, modelSlug } from '../../src/server/db/seed/data/makes';
import { engineCodesByModel } from '../../src/server/db/seed/data/platforms';
import { buildKnowledgeRows } from '../../src/server/db/seed/knowledge/rows';
import type { VehicleVocabulary } from '../../src/server/modules/assistant/assistant.vehicle-resolve';
import { buildVocabulary, type QueryVocabulary } from '../../src/shared/rules/query-understanding';

/** Every seeded model with an id, numbered in seed order as both vocabularies below number them. */
const SEED_MODELS = MAKES.flatMap((make, makeIndex) => make.models.map((model) => ({ make, makeId: makeIndex + 1, model }))).map((m, i) => ({ ...m, id: i + 1 }));

/** The assistant's vehicle vocabulary built from the seed data, as the database holds it after seeding. */
export function seedVehicleVocabulary(): VehicleVocabulary {
  const rows = buildKnowledgeRows();
  return {
    makes: MAKES.map((m) => ({ slug: m.slug, name: m.name })),
    models: SEED_MODELS.map(({ make, model, id }) => ({
      id,
      makeSlug: make.slug,
      makeName: make.name,
      slug: modelSlug(model),
      name: model.name,
      generation: model.generation,
      yearFrom: model.yearFrom,
      yearTo: model.yearTo,
      variants: model.variants,
    })),
    engines: rows.engines.map((e) => ({ key: e.key, makeSlug: e.makeSlug, code: e.code, aliases: e.aliases ?? [] })),
    applications: rows.engineApplications.map((a) => ({
      engineKey: a.engineKey,
      makeSlug: a.makeSlug,
      modelSlug: a.modelSlug,
      yearFrom: a.yearFrom,
      yearTo: a.yearTo ?? null,
      variants: a.variants ?? [],
    })),
  };
}

/** Search's query vocabulary of the same seeded models (no catalog words: the vehicle words are enough to read a car). */
export function seedQueryVocabulary(): QueryVocabulary {
  const engineCodes = engineCodesByModel();
  return buildVocabulary({
    words: new Map(),
    synonyms: new Map(),
    models: SEED_MODELS.map(({ make, makeId, model, id }) => ({
      id,
      makeId,
      make: make.name,
      name: model.name,
      generation: model.generation,
      yearFrom: model.yearFrom,
      yearTo: model.yearTo,
      variants: model.variants,
      engineCodes: engineCodes.get(modelKey(make, model)) ?? [],
    })),
  });
}
