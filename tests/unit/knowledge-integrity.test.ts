import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from '../../src/shared/schemas/guides';
import { CATEGORIES } from '../../src/demo/seed/data/categories';
import { MODELS_BY_KEY, MAKES } from '../../src/server/db/seed/data/makes';
import { PART_SYSTEMS } from '../../src/demo/seed/data/part-systems';
import { PART_TEMPLATES } from '../../src/demo/seed/data/parts';
import { ENGINES } from '../../src/server/db/seed/data/platforms';
import { GUIDES } from '../../src/server/db/seed/guides';
import { CAUSES } from '../../src/server/db/seed/knowledge/causes';
import { ENGINE_KNOWLEDGE } from '../../src/server/db/seed/knowledge/engines';
import { FAULT_CODES } from '../../src/server/db/seed/knowledge/fault-codes';
import { PART_TYPES } from '../../src/server/db/seed/knowledge/part-types';
import { buildKnowledgeRows, resolveDiagnosis } from '../../src/server/db/seed/knowledge/rows';
import { SOURCES } from '../../src/server/db/seed/knowledge/sources';
import { SYMPTOMS } from '../../src/server/db/seed/knowledge/symptoms';
import type { DiagnosisData } from '../../src/server/db/seed/knowledge/types';

/**
 * The repair knowledge base checks itself: every id it refers to exists, every symptom and code can be
 * answered for any car, part types are the catalog's own, and every guide can be followed.
 */

const rows = buildKnowledgeRows();
const causeIds = new Set(CAUSES.map((c) => c.id));
const partTypeSlugs = new Set(PART_TYPES.map((t) => t.slug));
const sourceIds = new Set(SOURCES.map((s) => s.id));
const guideSlugs = new Set(GUIDES.map((g) => g.slug));
const makeSlugs = new Set(MAKES.map((m) => m.slug));
const categorySlugs = new Set<string>(CATEGORIES.map((c) => c.slug));

function duplicates(values: string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

function diagnoses(): [string, DiagnosisData][] {
  return [...SYMPTOMS.map((s): [string, DiagnosisData] => [s.slug, s.diagnosis]), ...FAULT_CODES.map((c): [string, DiagnosisData] => [c.code, resolveDiagnosis(c)])];
}

describe('knowledge base ids', () => {
  it('has no duplicate ids in any table', () => {
    expect(duplicates(CAUSES.map((c) => c.id))).toEqual([]);
    expect(duplicates(SYMPTOMS.map((s) => s.slug))).toEqual([]);
    expect(duplicates(FAULT_CODES.map((c) => c.code))).toEqual([]);
    expect(duplicates(PART_TYPES.map((t) => t.slug))).toEqual([]);
    expect(duplicates(SOURCES.map((s) => s.id))).toEqual([]);
    expect(duplicates(ENGINE_KNOWLEDGE.map((e) => e.key))).toEqual([]);
    expect(duplicates(GUIDES.map((g) => g.slug))).toEqual([]);
  });

  it('writes fault codes as a scan tool prints them', () => {
    for (const c of FAULT_CODES) expect(c.code).toMatch(/^[PBCU][0-9A-F]{4}$/);
  });

  it('covers the codes owners ask about most', () => {
    const codes = new Set(FAULT_CODES.map((c) => c.code));
    const wanted = ['P0300', 'P0301', 'P0302', 'P0303', 'P0304', 'P0305', 'P0306', 'P0307', 'P0308', 'P0171', 'P0174', 'P0420', 'P0430', 'P0128', 'P0011', 'P0014', 'P0021', 'P0024', 'P0455', 'P0456'];
    expect(wanted.filter((c) => !codes.has(c))).toEqual([]);
    expect([...codes].some((c) => c.startsWith('U'))).toBe(true);
    expect([...codes].some((c) => c.startsWith('C'))).toBe(true);
  });

  it('cite a known source for every code', () => {
    for (const c of rows.faultCodes) {
      expect(c.sourceIds?.length, c.code).toBeGreaterThan(0);
      for (const s of c.sourceIds ?? []) expect(sourceIds.has(s), `${c.code}: ${s}`).toBe(true);
    }
  });

  it('links codes to known symptoms and makes', () => {
    const symptomSlugs = new Set(SYMPTOMS.map((s) => s.slug));
    for (const c of FAULT_CODES) {
      if (c.symptom) expect(symptomSlugs.has(c.symptom), c.code).toBe(true);
      for (const make of c.commonOnMakes ?? []) expect(makeSlugs.has(make), `${c.code}: ${make}`).toBe(true);
    }
  });
});

describe('causes', () => {
  it('reference known part types, sources and guides', () => {
    for (const cause of CAUSES) {
      for (const part of cause.parts) expect(partTypeSlugs.has(part.type), `${cause.id}: part type ${part.type}`).toBe(true);
      expect(cause.sources.length, cause.id).toBeGreaterThan(0);
      for (const source of cause.sources) expect(sourceIds.has(source), `${cause.id}: source ${source}`).toBe(true);
      for (const guide of cause.guides ?? []) expect(guideSlugs.has(guide), `${cause.id}: guide ${guide}`).toBe(true);
    }
  });

  it('each give a check, a fix, a known difficulty and a time range', () => {
    for (const cause of CAUSES) {
      expect(cause.check.length, cause.id).toBeGreaterThan(20);
      expect(cause.fix.length, cause.id).toBeGreaterThan(10);
      expect(DIFFICULTIES, cause.id).toContain(cause.difficulty);
      expect(cause.time[0], cause.id).toBeGreaterThan(0);
      expect(cause.time[0], cause.id).toBeLessThanOrEqual(cause.time[1]);
    }
  });

  it('name a part for every fix except the ones that need only labour', () => {
    const labourOnly = CAUSES.filter((c) => c.parts.length === 0).map((c) => c.id);
    expect(labourOnly.sort()).toEqual(['connector-corrosion-or-water', 'low-compression', 'wheel-balance-or-tyre']);
  });

  it('are each ranked for at least one symptom or code', () => {
    const ranked = new Set(rows.causeRankings.map((r) => r.causeId));
    expect(CAUSES.filter((c) => !ranked.has(c.id)).map((c) => c.id)).toEqual([]);
  });
});

describe('rankings', () => {
  it('give every symptom and code a generic fallback, and every ranking at least one cause', () => {
    for (const [subject, diagnosis] of diagnoses()) {
      expect(diagnosis.generic.length, subject).toBeGreaterThan(0);
      for (const [key, ranked] of Object.entries(diagnosis.platforms ?? {})) expect(ranked.length, `${subject} / ${key}`).toBeGreaterThan(0);
    }
  });

  it('name known causes, once per ranking, most likely first', () => {
    const order = { high: 0, medium: 1, low: 2 };
    for (const [subject, diagnosis] of diagnoses()) {
      for (const [key, ranked] of [['generic', diagnosis.generic] as const, ...Object.entries(diagnosis.platforms ?? {})]) {
        const label = `${subject} / ${key}`;
        for (const r of ranked) expect(causeIds.has(r.cause), `${label}: ${r.cause}`).toBe(true);
        expect(duplicates(ranked.map((r) => r.cause)), label).toEqual([]);
        const levels = ranked.map((r) => order[r.likelihood]);
        expect(levels, label).toEqual([...levels].sort((a, b) => a - b));
        for (const r of ranked) for (const s of r.sources ?? []) expect(sourceIds.has(s), `${label}: source ${s}`).toBe(true);
      }
    }
  });

  it('are keyed by real engines, models or makes', () => {
    for (const [subject, diagnosis] of diagnoses()) {
      for (const key of Object.keys(diagnosis.platforms ?? {})) {
        const known = key in ENGINES || MODELS_BY_KEY.has(key as never) || makeSlugs.has(key);
        expect(known, `${subject}: ${key}`).toBe(true);
      }
    }
  });

  it('rank the platforms the issue names as owners know them', () => {
    const order = (subject: string, key: string) =>
      rows.causeRankings.filter((r) => (r.symptomSlug ?? r.faultCode) === subject && r.scopeKey === key).sort((a, b) => a.rank - b.rank).map((r) => r.causeId);
    expect(order('misfire', 'vag-ea888-gen2')).toEqual(['ignition-coil-failure', 'worn-spark-plugs', 'intake-valve-carbon', 'pcv-valve-failure']);
    expect(order('misfire', 'bmw-n54').slice(0, 3)).toEqual(['ignition-coil-failure', 'worn-spark-plugs', 'fuel-injector-fault']);
    expect(order('coolant-loss', 'bmw-n54').slice(0, 3)).toEqual(['electric-water-pump-failure', 'expansion-tank-crack', 'thermostat-failure']);
  });

  it('carry a cylinder-specific check on P0301-P0308', () => {
    const p0304 = rows.causeRankings.filter((r) => r.faultCode === 'P0304');
    expect(p0304.length).toBeGreaterThan(0);
    for (const r of p0304) expect(r.checkNote).toContain('Cylinder 4');
  });
});

describe('part types', () => {
  it('belong to catalog categories and carry search terms', () => {
    for (const type of PART_TYPES) {
      expect(categorySlugs.has(type.categorySlug), type.slug).toBe(true);
      expect(type.searchTerms.length, type.slug).toBeGreaterThan(0);
    }
  });

  it('use the catalog’s own words where the catalog files the part under a part system', () => {
    const systems = new Set<string>(PART_SYSTEMS);
    for (const type of PART_TYPES.filter((t) => systems.has(t.slug))) {
      const templates = PART_TEMPLATES.filter((t) => t.system === type.slug);
      expect(templates.length, type.slug).toBeGreaterThan(0);
      const words = templates.flatMap((t) => [t.name, ...t.tags]).join(' | ').toLowerCase();
      expect(type.searchTerms.some((term) => words.includes(term)), `${type.slug}: ${type.searchTerms.join(', ')} in ${words}`).toBe(true);
      expect(templates.every((t) => t.category === type.categorySlug), type.slug).toBe(true);
    }
  });
});

describe('engines and fluids', () => {
  it('cover every engine family of the catalog', () => {
    const known = new Set(ENGINE_KNOWLEDGE.map((e) => e.key));
    expect(Object.keys(ENGINES).filter((key) => !known.has(key))).toEqual([]);
  });

  it('give every engine its oil, coolant and brake fluid with a source', () => {
    for (const engine of ENGINE_KNOWLEDGE) {
      const fluids = rows.engineFluids.filter((f) => f.engineKey === engine.key);
      expect(fluids.map((f) => f.fluid).sort(), engine.key).toEqual(['brake-fluid', 'coolant', 'engine-oil']);
      for (const f of fluids) {
        expect(f.specification.length, `${engine.key} ${f.fluid}`).toBeGreaterThan(5);
        expect(f.sourceIds?.length, `${engine.key} ${f.fluid}`).toBeGreaterThan(0);
        for (const s of f.sourceIds ?? []) expect(sourceIds.has(s), `${engine.key} ${f.fluid}: ${s}`).toBe(true);
        expect(partTypeSlugs.has(f.partTypeSlug), f.partTypeSlug).toBe(true);
      }
      const oil = fluids.find((f) => f.fluid === 'engine-oil');
      expect(oil?.approvals?.length, engine.key).toBeGreaterThan(0);
      expect(oil?.viscosities?.length, engine.key).toBeGreaterThan(0);
    }
  });

  it('name the oil approvals owners look for', () => {
    const oil = (key: string) => rows.engineFluids.find((f) => f.engineKey === key && f.fluid === 'engine-oil')?.approvals;
    expect(oil('porsche-9a1')).toContain('Porsche A40');
    expect(oil('bmw-n54')).toContain('BMW Longlife-01');
    expect(oil('mb-m156')).toContain('MB 229.5');
    expect(oil('vag-ea888-gen3')).toEqual(expect.arrayContaining(['VW 502 00', 'VW 504 00', 'VW 508 00']));
  });

  it('cite the maker’s data for every engine application', () => {
    for (const app of rows.engineApplications) {
      expect(app.sourceIds?.length, `${app.engineKey} in ${app.modelSlug}`).toBeGreaterThan(0);
      for (const s of app.sourceIds ?? []) expect(sourceIds.has(s), `${app.engineKey} in ${app.modelSlug}: ${s}`).toBe(true);
    }
  });

  it('place every engine in real models and years', () => {
    for (const app of rows.engineApplications) {
      const model = MODELS_BY_KEY.get(`${app.makeSlug}/${app.modelSlug}` as never);
      expect(model, `${app.engineKey}: ${app.makeSlug}/${app.modelSlug}`).toBeDefined();
      expect(app.yearFrom, app.engineKey).toBeGreaterThanOrEqual(model!.model.yearFrom - 1);
    }
  });
});

describe('guides', () => {
  it('number at least 30', () => {
    expect(GUIDES.length).toBeGreaterThanOrEqual(30);
  });

  it('each have steps (or a checklist), tools, a known difficulty and a time', () => {
    for (const guide of GUIDES) {
      const checklist = (guide.content.sections ?? []).length > 0;
      expect(guide.content.steps.length > 0 || checklist, guide.slug).toBe(true);
      expect(guide.content.tools.length, guide.slug).toBeGreaterThan(0);
      expect(DIFFICULTIES, guide.slug).toContain(guide.difficulty);
      expect(guide.timeRequired, guide.slug).toMatch(/\d/);
    }
  });

  it('give torque figures for every job with steps (checklists disturb no fasteners)', () => {
    for (const guide of GUIDES.filter((g) => g.content.steps.length > 0)) {
      expect(guide.content.torque?.length, guide.slug).toBeGreaterThan(0);
      for (const t of guide.content.torque ?? []) expect(t.value, `${guide.slug}: ${t.fastener}`).toMatch(/\d|hand tight|snug/i);
    }
  });

  it('cite a known source for every torque figure', () => {
    for (const guide of GUIDES) {
      for (const t of guide.content.torque ?? []) {
        expect(t.sources?.length, `${guide.slug}: ${t.fastener}`).toBeGreaterThan(0);
        for (const s of t.sources ?? []) expect(sourceIds.has(s), `${guide.slug}: ${t.fastener}: ${s}`).toBe(true);
      }
    }
  });

  it('say what they are for: named platforms, or explicitly generic', () => {
    for (const guide of GUIDES) {
      if (guide.scope === 'generic') {
        expect(guide.platforms, guide.slug).toEqual([]);
        expect(guide.make, guide.slug).toBe('All makes');
        continue;
      }
      expect(guide.platforms.length, guide.slug).toBeGreaterThan(0);
      for (const key of guide.platforms) {
        const known = key in ENGINES || MODELS_BY_KEY.has(key as never) || (key.endsWith('/*') && makeSlugs.has(key.slice(0, -2)));
        expect(known, `${guide.slug}: ${key}`).toBe(true);
      }
    }
  });

  it('live at a path ending in their slug', () => {
    for (const guide of GUIDES) expect(guide.path.split('/').at(-1), guide.slug).toBe(guide.slug);
  });
});
