import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAKES, modelKey, type ModelKey } from '../../src/server/db/seed/data/makes';
import { resolvePlatform } from '../../src/demo/seed/data/model-platforms';
import { PART_TEMPLATES } from '../../src/demo/seed/data/parts';
import { ENGINES } from '../../src/server/db/seed/data/platforms';
import { GUIDES } from '../../src/server/db/seed/guides';
import { CAUSES } from '../../src/server/db/seed/knowledge/causes';
import { PART_TYPES } from '../../src/server/db/seed/knowledge/part-types';
import { buildKnowledgeRows } from '../../src/server/db/seed/knowledge/rows';

/**
 * The assistant's evaluation questions (bench/assistant/questions.json) agree with the knowledge base
 * and the catalog: known causes in the order the data ranks them for the car, real vehicles with the
 * engine they were built with, and parts the catalog carries for that car.
 */

interface Vehicle {
  make: string;
  model: string;
  generation: string | null;
  year: number | null;
  engine: string | null;
}

interface Question {
  id: string;
  question: string;
  kind: 'symptom' | 'code' | 'spec' | 'job';
  vehicle: Vehicle | null;
  subject: { symptom?: string; code?: string; fluid?: string; job?: string } | null;
  expectedCauses: string[];
  mustIncludePartTypes: string[];
  mustNotIncludeMakes: string[];
  mustNotIncludeParts: { partType: string; engine?: string; model?: string; why: string }[];
  expectedGuides: string[];
  expectFollowUpForVehicle: boolean;
  expectedFluid?: { engine: string; fluid: string; approvals?: string[]; capacityLiters?: number };
}

const file = path.resolve(import.meta.dirname, '../../bench/assistant/questions.json');
const questions = (JSON.parse(readFileSync(file, 'utf8')) as { questions: Question[] }).questions;
const rows = buildKnowledgeRows();
const makeSlugs = new Set(MAKES.map((m) => m.slug));

function modelOf(vehicle: Vehicle): { key: ModelKey; yearFrom: number; yearTo: number | null } | undefined {
  const make = MAKES.find((m) => m.slug === vehicle.make);
  const model = make?.models.find((m) => m.name === vehicle.model && m.generation === vehicle.generation);
  return make && model ? { key: modelKey(make, model), yearFrom: model.yearFrom, yearTo: model.yearTo } : undefined;
}

/** The causes the knowledge base ranks for a subject on this car: the most specific scope with rows. */
function rankedCauses(subject: { symptom?: string; code?: string }, vehicle: Vehicle | null, key: ModelKey | undefined): string[] {
  const forSubject = rows.causeRankings.filter((r) => (subject.symptom ? r.symptomSlug === subject.symptom : r.faultCode === subject.code));
  const scopes = [vehicle?.engine, key, vehicle?.make, null];
  for (const scopeKey of scopes) {
    if (scopeKey === undefined) continue;
    const found = forSubject.filter((r) => (r.scopeKey ?? null) === scopeKey).sort((a, b) => a.rank - b.rank);
    if (found.length > 0) return found.map((r) => r.causeId);
  }
  return [];
}

/** Whether the demo catalog has a part of this type fitting the model in that year. */
function catalogCarries(partType: string, key: ModelKey, year: number | null): boolean {
  return PART_TEMPLATES.filter((t) => t.system === partType || t.key === partType).some((t) =>
    t.targets.some((target) =>
      resolvePlatform(target).fits.some((fit) => {
        if (fit.model !== key) return false;
        if (year === null) return true;
        return (fit.from ?? 0) <= year && year <= (fit.to ?? 9999);
      }),
    ),
  );
}

describe('bench/assistant/questions.json', () => {
  it('has at least 80 questions with unique ids, of every kind, some without a vehicle', () => {
    expect(questions.length).toBeGreaterThanOrEqual(80);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    for (const kind of ['symptom', 'code', 'spec', 'job']) expect(questions.some((q) => q.kind === kind), kind).toBe(true);
    expect(questions.filter((q) => q.vehicle === null).length).toBeGreaterThanOrEqual(5);
  });

  it('names real vehicles, years and the engines they were built with', () => {
    for (const q of questions.filter((x) => x.vehicle)) {
      const vehicle = q.vehicle!;
      expect(makeSlugs.has(vehicle.make), q.id).toBe(true);
      const model = modelOf(vehicle);
      expect(model, `${q.id}: ${vehicle.make} ${vehicle.model} ${vehicle.generation}`).toBeDefined();
      if (vehicle.year !== null) {
        expect(vehicle.year, q.id).toBeGreaterThanOrEqual(model!.yearFrom);
        expect(vehicle.year, q.id).toBeLessThanOrEqual(model!.yearTo ?? 9999);
      }
      if (vehicle.engine) {
        const engine = ENGINES[vehicle.engine];
        expect(engine, `${q.id}: ${vehicle.engine}`).toBeDefined();
        const fits = engine!.fits.filter((f) => f.model === model!.key);
        expect(fits.length, `${q.id}: ${vehicle.engine} in ${model!.key}`).toBeGreaterThan(0);
        if (vehicle.year !== null) {
          expect(fits.some((f) => (f.from ?? 0) <= vehicle.year! && vehicle.year! <= (f.to ?? 9999)), `${q.id}: ${vehicle.engine} in ${vehicle.year}`).toBe(true);
        }
      }
    }
  });

  it('expects known causes, in the order the knowledge base ranks them for the car', () => {
    const causeIds = new Set(CAUSES.map((c) => c.id));
    for (const q of questions) {
      for (const cause of q.expectedCauses) expect(causeIds.has(cause), `${q.id}: ${cause}`).toBe(true);
      if (!q.subject?.symptom && !q.subject?.code) continue;
      expect(q.expectedCauses.length, q.id).toBeGreaterThan(0);
      const ranked = rankedCauses(q.subject, q.vehicle, q.vehicle ? modelOf(q.vehicle)?.key : undefined);
      const positions = q.expectedCauses.map((c) => ranked.indexOf(c));
      expect(positions.every((p) => p >= 0), `${q.id}: ${q.expectedCauses.join(', ')} within ${ranked.join(', ')}`).toBe(true);
      expect(positions, q.id).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('asks for parts the catalog carries for the car, and rules out other makes', () => {
    const partTypes = new Set(PART_TYPES.map((t) => t.slug));
    for (const q of questions) {
      for (const type of [...q.mustIncludePartTypes, ...q.mustNotIncludeParts.map((p) => p.partType)]) {
        expect(partTypes.has(type), `${q.id}: ${type}`).toBe(true);
      }
      for (const make of q.mustNotIncludeMakes) {
        expect(makeSlugs.has(make), `${q.id}: ${make}`).toBe(true);
        expect(make, q.id).not.toBe(q.vehicle?.make);
      }
      if (!q.vehicle) {
        expect(q.mustIncludePartTypes, q.id).toEqual([]);
        continue;
      }
      const model = modelOf(q.vehicle)!;
      for (const type of q.mustIncludePartTypes) {
        expect(catalogCarries(type, model.key, q.vehicle.year), `${q.id}: ${type} for ${model.key} ${q.vehicle.year}`).toBe(true);
      }
    }
  });

  it('expects stored guides and the fluids the knowledge base holds for the engine', () => {
    const guideSlugs = new Set(GUIDES.map((g) => g.slug));
    for (const q of questions) {
      for (const guide of q.expectedGuides) expect(guideSlugs.has(guide), `${q.id}: ${guide}`).toBe(true);
      if (!q.expectedFluid) continue;
      expect(q.expectedFluid.engine, q.id).toBe(q.vehicle?.engine);
      const fluid = rows.engineFluids.find((f) => f.engineKey === q.expectedFluid!.engine && f.fluid === q.expectedFluid!.fluid);
      expect(fluid, q.id).toBeDefined();
      for (const approval of q.expectedFluid.approvals ?? []) expect(fluid!.approvals, q.id).toContain(approval);
      if (q.expectedFluid.capacityLiters !== undefined) expect(Number(fluid!.capacityLiters), q.id).toBe(q.expectedFluid.capacityLiters);
    }
  });

  it('expects a follow-up asking for the car only when no vehicle is given', () => {
    for (const q of questions.filter((x) => x.expectFollowUpForVehicle)) expect(q.vehicle, q.id).toBeNull();
  });
});
