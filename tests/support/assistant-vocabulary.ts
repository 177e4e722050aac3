import { MAKES, modelSlug } from '../../src/server/db/seed/data/makes';
import { buildKnowledgeRows } from '../../src/server/db/seed/knowledge/rows';
import type { VehicleVocabulary } from '../../src/server/modules/assistant/assistant.vehicle-resolve';

/** The assistant's vehicle vocabulary built from the seed data, as the database holds it after seeding. */
export function seedVehicleVocabulary(): VehicleVocabulary {
  const rows = buildKnowledgeRows();
  return {
    makes: MAKES.map((m) => ({ slug: m.slug, name: m.name })),
    models: MAKES.flatMap((make) =>
      make.models.map((model) => ({
        makeSlug: make.slug,
        makeName: make.name,
        slug: modelSlug(model),
        name: model.name,
        generation: model.generation,
        yearFrom: model.yearFrom,
        yearTo: model.yearTo,
        variants: model.variants,
      })),
    ),
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
