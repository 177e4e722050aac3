/**
 * The knowledge base as table rows, built from the typed data in this folder: pure, so the integrity
 * tests read exactly what the seeder writes.
 */
import type {
  causeParts,
  causeRankings,
  causes,
  engineApplications,
  engineFluids,
  engines,
  faultCodes,
  knowledgeSources,
  partTypes,
  RankingScope,
  symptoms,
} from '../../schema/diagnosis';
import { MODELS_BY_KEY, modelSlug } from '../data/makes';
import { ENGINES } from '../data/platforms';
import { CAUSES } from './causes';
import { ENGINE_KNOWLEDGE, MAKE_FLUIDS } from './engines';
import { FAULT_CODES, type FaultCodeEntry } from './fault-codes';
import { PART_TYPES } from './part-types';
import { SOURCES } from './sources';
import { SYMPTOMS } from './symptoms';
import type { DiagnosisData, RankedCauseData } from './types';

export interface KnowledgeRows {
  sources: (typeof knowledgeSources.$inferInsert)[];
  partTypes: (typeof partTypes.$inferInsert)[];
  engines: (typeof engines.$inferInsert)[];
  engineApplications: (typeof engineApplications.$inferInsert)[];
  engineFluids: (typeof engineFluids.$inferInsert)[];
  symptoms: (typeof symptoms.$inferInsert)[];
  faultCodes: (typeof faultCodes.$inferInsert)[];
  causes: (typeof causes.$inferInsert)[];
  causeParts: (typeof causeParts.$inferInsert)[];
  causeRankings: (typeof causeRankings.$inferInsert)[];
}

/** Engine key, model key ("make/model-slug") or make slug: which scope a ranking key names. */
export function scopeOf(key: string): Exclude<RankingScope, 'generic'> {
  if (key in ENGINES) return 'engine';
  if (key.includes('/')) return 'model';
  return 'make';
}

/** A code's causes, following `rankingsFrom` to the symptom or code it shares them with. */
export function resolveDiagnosis(entry: FaultCodeEntry, seen: string[] = []): DiagnosisData {
  if (entry.diagnosis) return entry.diagnosis;
  const from = entry.rankingsFrom;
  if (!from) throw new Error(`Fault code ${entry.code} has no causes`);
  if ('symptom' in from) {
    const symptom = SYMPTOMS.find((s) => s.slug === from.symptom);
    if (!symptom) throw new Error(`Fault code ${entry.code} takes its causes from an unknown symptom "${from.symptom}"`);
    const withCheck = (rows: RankedCauseData[]) => rows.map((row) => ({ ...row, check: from.check ?? row.check, sources: row.sources ?? ['sae-j2012'] }));
    const platforms = symptom.diagnosis.platforms ?? {};
    return {
      generic: withCheck(symptom.diagnosis.generic),
      platforms: Object.fromEntries(Object.entries(platforms).map(([key, rows]) => [key, withCheck(rows)])),
    };
  }
  if (seen.includes(from.code)) throw new Error(`Fault codes take their causes from each other: ${[...seen, from.code].join(' -> ')}`);
  const other = FAULT_CODES.find((c) => c.code === from.code);
  if (!other) throw new Error(`Fault code ${entry.code} takes its causes from an unknown code "${from.code}"`);
  return resolveDiagnosis(other, [...seen, entry.code]);
}

function rankingRows(subject: { symptomSlug: string } | { faultCode: string }, diagnosis: DiagnosisData): KnowledgeRows['causeRankings'] {
  const scoped: [RankingScope, string | null, RankedCauseData[]][] = [
    ['generic', null, diagnosis.generic],
    ...Object.entries(diagnosis.platforms ?? {}).map(([key, rows]): [RankingScope, string, RankedCauseData[]] => [scopeOf(key), key, rows]),
  ];
  return scoped.flatMap(([scope, scopeKey, rows]) =>
    rows.map((row, index) => ({
      symptomSlug: 'symptomSlug' in subject ? subject.symptomSlug : null,
      faultCode: 'faultCode' in subject ? subject.faultCode : null,
      scope,
      scopeKey,
      causeId: row.cause,
      rank: index + 1,
      likelihood: row.likelihood,
      reason: row.reason,
      checkNote: row.check ?? null,
      difficulty: row.difficulty ?? null,
      timeMinMinutes: row.time?.[0] ?? null,
      timeMaxMinutes: row.time?.[1] ?? null,
      sourceIds: row.sources ?? [],
    })),
  );
}

/**
 * Whose technical data says which engine a model carries: the car's maker (a Supra's B58 is in Toyota's
 * manuals, an Aston Martin's AMG V8 in Aston Martin's).
 */
export const APPLICATION_SOURCES: Readonly<Record<string, string>> = {
  bmw: 'bmw-service-info',
  porsche: 'porsche-service-info',
  'mercedes-benz': 'mb-service-info',
  audi: 'vag-service-info',
  volkswagen: 'vag-service-info',
  lamborghini: 'lamborghini-owner-manual',
  ferrari: 'ferrari-owner-manual',
  'aston-martin': 'aston-owner-manual',
  toyota: 'toyota-owner-manual',
  lexus: 'toyota-owner-manual',
  nissan: 'nissan-owner-manual',
  mazda: 'mazda-owner-manual',
  honda: 'honda-owner-manual',
  subaru: 'subaru-owner-manual',
};

function engineApplicationRows(): KnowledgeRows['engineApplications'] {
  return ENGINE_KNOWLEDGE.flatMap((engine) => {
    const platform = ENGINES[engine.key];
    if (!platform) throw new Error(`Engine knowledge names an unknown engine family "${engine.key}"`);
    return platform.fits.map((fit) => {
      const info = MODELS_BY_KEY.get(fit.model);
      if (!info) throw new Error(`Engine ${engine.key} fits an unknown model "${fit.model}"`);
      return {
        engineKey: engine.key,
        makeSlug: info.make.slug,
        modelSlug: modelSlug(info.model),
        yearFrom: fit.from ?? info.model.yearFrom,
        yearTo: fit.to ?? info.model.yearTo,
        variants: fit.notes ? fit.notes.split(',').map((v) => v.trim()).filter(Boolean) : [],
        sourceIds: [APPLICATION_SOURCES[info.make.slug] ?? `no source for make ${info.make.slug}`],
      };
    });
  });
}

function engineFluidRows(): KnowledgeRows['engineFluids'] {
  return ENGINE_KNOWLEDGE.flatMap((engine) => {
    // Coolant and brake fluid follow the engine's maker (a Supra's B58 takes BMW's coolant).
    const make = ENGINES[engine.key]?.oemMake;
    const makeFluids = make ? MAKE_FLUIDS[make] : undefined;
    if (!makeFluids) throw new Error(`No coolant and brake fluid for the make of engine "${engine.key}"`);
    const coolant = engine.coolant ?? makeFluids.coolant;
    const fluids = [
      { ...engine.oil, fluid: 'engine-oil' as const, partTypeSlug: 'engine-oil' },
      { ...coolant, partTypeSlug: 'coolant' },
      { ...makeFluids.brakeFluid, partTypeSlug: 'brake-fluid' },
    ];
    return fluids.map((f) => ({
      engineKey: engine.key,
      fluid: f.fluid,
      specification: f.specification,
      approvals: f.approvals,
      viscosities: f.viscosities ?? [],
      capacityLiters: f.capacityLiters === undefined ? null : f.capacityLiters.toFixed(2),
      capacityNote: f.capacityNote ?? null,
      partTypeSlug: f.partTypeSlug,
      sourceIds: f.sources,
    }));
  });
}

export function buildKnowledgeRows(): KnowledgeRows {
  return {
    sources: SOURCES.map((s) => ({ id: s.id, title: s.title, publisher: s.publisher, kind: s.kind, reference: s.reference ?? null })),
    partTypes: PART_TYPES.map((t) => ({ ...t })),
    engines: ENGINE_KNOWLEDGE.map((e) => {
      const platform = ENGINES[e.key];
      if (!platform) throw new Error(`Engine knowledge names an unknown engine family "${e.key}"`);
      return { key: e.key, makeSlug: platform.oemMake, code: e.code, name: platform.label, aliases: e.aliases };
    }),
    engineApplications: engineApplicationRows(),
    engineFluids: engineFluidRows(),
    symptoms: SYMPTOMS.map((s) => ({ slug: s.slug, name: s.name, description: s.description, system: s.system, aliases: s.aliases })),
    faultCodes: FAULT_CODES.map((c) => ({
      code: c.code,
      title: c.title,
      description: c.description,
      system: c.system,
      symptomSlug: c.symptom ?? null,
      commonOnMakes: c.commonOnMakes ?? [],
      sourceIds: c.sources,
    })),
    causes: CAUSES.map((c) => ({
      id: c.id,
      name: c.name,
      summary: c.summary,
      check: c.check,
      fix: c.fix,
      system: c.system,
      difficulty: c.difficulty,
      timeMinMinutes: c.time[0],
      timeMaxMinutes: c.time[1],
      guideSlugs: c.guides ?? [],
      sourceIds: c.sources,
    })),
    causeParts: CAUSES.flatMap((c) => c.parts.map((p) => ({ causeId: c.id, partTypeSlug: p.type, role: p.role, note: p.note ?? null }))),
    causeRankings: [
      ...SYMPTOMS.flatMap((s) => rankingRows({ symptomSlug: s.slug }, s.diagnosis)),
      ...FAULT_CODES.flatMap((c) => rankingRows({ faultCode: c.code }, resolveDiagnosis(c))),
    ],
  };
}
