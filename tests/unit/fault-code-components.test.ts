import { describe, expect, it } from 'vitest';
import { componentRuleFor } from '../../src/server/db/seed/knowledge/code-components';
import { codesWithoutPartType } from '../../src/server/db/seed/knowledge/coverage';
import { genericCodeEntry } from '../../src/server/db/seed/knowledge/fault-codes';
import { GENERIC_CODES } from '../../src/server/db/seed/knowledge/generic-codes';
import { buildKnowledgeRows } from '../../src/server/db/seed/knowledge/rows';

const rows = buildKnowledgeRows();

/** The part types of a code's causes in their generic order (replaced or used, not only inspected). */
function partTypesOf(code: string): string[] {
  const causes = rows.causeRankings.filter((r) => r.faultCode === code && r.scope === 'generic').sort((a, b) => a.rank - b.rank);
  return causes.flatMap((c) => rows.causeParts.filter((p) => p.causeId === c.causeId && p.role !== 'inspect').map((p) => p.partTypeSlug));
}
const firstPartType = (code: string) => partTypesOf(code)[0];

describe('generic trouble codes', () => {
  it('hold at least 400 codes, each once, in the standard format', () => {
    const codes = rows.faultCodes.map((c) => c.code);
    expect(codes.length).toBeGreaterThanOrEqual(400);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of GENERIC_CODES.map(([c]) => c)) expect(code).toMatch(/^P[0-3][0-9A-F]{3}$/);
  });

  it('number regular series as the standard does', () => {
    const title = (code: string) => GENERIC_CODES.find(([c]) => c === code)?.[1];
    expect(title('P0142')).toBe('O2 Sensor Circuit (Bank 1 Sensor 3)');
    expect(title('P0038')).toBe('HO2S Heater Control Circuit High (Bank 1 Sensor 2)');
    expect(title('P0210')).toBe('Cylinder 10 Injector Circuit');
    expect(title('P0296')).toBe('Cylinder 12 Contribution/Balance');
    expect(title('P2335')).toBe('Ignition Coil "L" Secondary Circuit');
  });

  it('map every code to a part type by the component its description names', () => {
    expect(GENERIC_CODES.filter(([, t]) => !componentRuleFor(t))).toEqual([]);
    expect(codesWithoutPartType(rows)).toEqual([]);
  });
});

describe('code → part type', () => {
  it('reads the mass air flow sensor from its circuit codes', () => {
    expect(firstPartType('P0102')).toBe('maf-sensor');
    expect(firstPartType('P0103')).toBe('maf-sensor');
  });

  it('puts the downstream sensor behind a sensor 2 heater code and the upstream one behind sensor 1', () => {
    expect(firstPartType('P0037')).toBe('o2-sensor-downstream');
    expect(firstPartType('P0038')).toBe('o2-sensor-downstream');
    expect(firstPartType('P0135')).toBe('o2-sensor-upstream');
    expect(firstPartType('P0161')).toBe('o2-sensor-downstream');
  });

  it('sends misfire codes to coils, plugs and injectors, the numbered cylinder checked first', () => {
    for (const code of ['P0301', 'P0304', 'P0308', 'P0310', 'P0312']) {
      expect(partTypesOf(code)).toEqual(expect.arrayContaining(['ignition-coil', 'spark-plug', 'fuel-injector']));
    }
    expect(partTypesOf('P0300')).toEqual(expect.arrayContaining(['ignition-coil', 'spark-plug']));
    const check = rows.causeRankings.find((r) => r.faultCode === 'P0310' && r.rank === 1)?.checkNote;
    expect(check).toContain('Cylinder 10');
  });

  it('names the component of a sensor circuit first and its wiring next', () => {
    const causes = rows.causeRankings.filter((r) => r.faultCode === 'P0118' && r.scope === 'generic').map((r) => r.causeId);
    expect(causes.slice(0, 2)).toEqual(['coolant-temp-sensor-fault', 'connector-corrosion-or-water']);
    expect(firstPartType('P0340')).toBe('cam-sensor');
    expect(firstPartType('P0327')).toBe('knock-sensor');
    expect(firstPartType('P2302')).toBe('ignition-coil');
  });

  it('keeps the per-platform order of a written code for the codes that share its causes', () => {
    const n54 = (code: string) => rows.causeRankings.filter((r) => r.faultCode === code && r.scopeKey === 'bmw-n54').map((r) => r.causeId);
    expect(n54('P0012')).toEqual(n54('P0011'));
    expect(n54('P0011').length).toBeGreaterThan(0);
  });

  it('builds an entry only for a description whose component a rule names', () => {
    expect(genericCodeEntry('P0999', 'Something Nobody Names')).toBeUndefined();
    expect(genericCodeEntry('P0101', 'Mass or Volume Air Flow Circuit Range/Performance')?.system).toBe('engine');
  });
});
