/**
 * The fit verdict on each part an answer recommends, for the answer's car (the question's, else the
 * shopper's garage vehicle), from the same rule and fitments as search and the part pages. Added
 * after the answer is composed, so diagnosis and retrieval stay as they are.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AssistantAnswer } from '@shared/schemas/assistant';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import type { FitmentService } from '../fitment';

const PartSlugRow = z.object({ id: z.number(), slug: z.string() });
const ModelNameRow = z.object({ id: z.number(), name: z.string(), make_name: z.string() });

async function findPartsAndModel(db: Database, slugs: string[], makeSlug: string, modelSlug: string) {
  const [parts, model] = await Promise.all([
    queryRows(db, PartSlugRow, sql`select id, slug from parts where slug in (${sql.join(slugs.map((s) => sql`${s}`), sql`, `)})`),
    queryRows(db, ModelNameRow, sql`
      select mo.id, mo.name, mk.name as make_name from models mo join makes mk on mk.id = mo.make_id
      where mk.slug = ${makeSlug} and mo.slug = ${modelSlug}
    `),
  ]);
  return { partIds: new Map(parts.map((p) => [p.slug, p.id])), model: model[0] ?? null };
}

/** The answer with a verdict on each of its parts, and the car they are judged for. */
export type PartVerdicts = (answer: AssistantAnswer) => Promise<AssistantAnswer>;

export const createPartVerdicts = (db: Database, fitment: FitmentService): PartVerdicts => async (answer) => {
  const car = answer.vehicle;
  if (!car?.model || car.year === null || answer.parts.length === 0) return { ...answer, fitVehicle: null };
  const { partIds, model } = await findPartsAndModel(db, answer.parts.map((p) => p.slug), car.make, car.model);
  if (!model) return { ...answer, fitVehicle: null };
  const verdicts = await fitment.verdicts([...partIds.values()], { modelId: model.id, year: car.year, engine: car.engine });
  return {
    ...answer,
    fitVehicle: `${car.year} ${model.make_name} ${model.name}`,
    parts: answer.parts.map((part) => {
      const verdict = verdicts.get(partIds.get(part.slug) ?? -1);
      return verdict ? { ...part, ...verdict } : part;
    }),
  };
};
