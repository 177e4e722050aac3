/**
 * How much of the catalog the knowledge base reaches: trouble codes and the part types their causes
 * name, and the part types that wear or fail reached from owners' symptoms. Pure over the rows the
 * seeder writes, so the figures printed are the figures stored.
 */
import type { KnowledgeRows } from './rows';

/** Symptoms a part type must be reachable from. */
export const MIN_SYMPTOMS_PER_PART_TYPE = 2;

function typesByCause(rows: KnowledgeRows): Map<string, Set<string>> {
  const byCause = new Map<string, Set<string>>();
  for (const part of rows.causeParts) {
    if (part.role === 'inspect') continue;
    const set = byCause.get(part.causeId) ?? new Set<string>();
    set.add(part.partTypeSlug);
    byCause.set(part.causeId, set);
  }
  return byCause;
}

/** Codes whose causes name no part type at all (a component we do not list still names its own type). */
export function codesWithoutPartType(rows: KnowledgeRows): string[] {
  const byCause = typesByCause(rows);
  const mapped = new Set(rows.causeRankings.filter((r) => r.faultCode && (byCause.get(r.causeId)?.size ?? 0) > 0).map((r) => r.faultCode!));
  return rows.faultCodes.map((c) => c.code).filter((code) => !mapped.has(code));
}

/** Symptoms from which each part type is reached: a ranked cause of the symptom replaces or uses the part. */
export function symptomsByPartType(rows: KnowledgeRows): Map<string, Set<string>> {
  const byCause = typesByCause(rows);
  const bySymptom = new Map<string, Set<string>>();
  for (const ranking of rows.causeRankings) {
    if (!ranking.symptomSlug) continue;
    for (const type of byCause.get(ranking.causeId) ?? []) {
      const set = bySymptom.get(type) ?? new Set<string>();
      set.add(ranking.symptomSlug);
      bySymptom.set(type, set);
    }
  }
  return bySymptom;
}

/** Of the given part types (those that wear or fail), the ones fewer than two symptoms reach. */
export function partTypesWithoutSymptoms(rows: KnowledgeRows, wearTypes: readonly string[]): string[] {
  const reached = symptomsByPartType(rows);
  return wearTypes.filter((type) => (reached.get(type)?.size ?? 0) < MIN_SYMPTOMS_PER_PART_TYPE);
}
