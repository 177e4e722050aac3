/**
 * The fit verdicts on result cards, kept per vehicle and part while the part content revision holds:
 * a verdict reads only the part's fitments and specifications and the model's engine codes, and every
 * edit of parts, fitments or models moves that revision. A shopper's garage car is judged on every
 * search they make, so most verdicts are asked again within minutes.
 */
import { LRUCache } from 'lru-cache';
import type { FitVehicle, FitVerdict } from '@shared/rules/fitment';

/** Judges the parts of `ids` for `vehicle` from the database. */
export type VerdictReader = (ids: number[], vehicle: FitVehicle) => Promise<Map<number, FitVerdict>>;

export function createVerdictStore(read: VerdictReader, { maxVerdicts = 100_000 } = {}) {
  /** `none`: the part is not in the catalog (nothing to show). */
  const kept = new LRUCache<string, FitVerdict | { none: true }>({ max: maxVerdicts });
  let stamp: number | null = null;

  return {
    async get(atRevision: number, vehicle: FitVehicle, ids: readonly number[]): Promise<Map<number, FitVerdict>> {
      if (atRevision !== stamp) {
        kept.clear();
        stamp = atRevision;
      }
      const prefix = `${JSON.stringify(vehicle)}|`;
      const missing = ids.filter((id) => !kept.has(prefix + id));
      if (missing.length > 0) {
        const judged = await read(missing, vehicle);
        // A revision that moved meanwhile cleared the store: these were judged on the older facts.
        if (stamp === atRevision) for (const id of missing) kept.set(prefix + id, judged.get(id) ?? { none: true });
        return pick(ids, (id) => judged.get(id) ?? kept.get(prefix + id));
      }
      return pick(ids, (id) => kept.get(prefix + id));
    },
  };
}

function pick(ids: readonly number[], verdictOf: (id: number) => FitVerdict | { none: true } | undefined): Map<number, FitVerdict> {
  const out = new Map<number, FitVerdict>();
  for (const id of ids) {
    const verdict = verdictOf(id);
    if (verdict && !('none' in verdict)) out.set(id, verdict);
  }
  return out;
}
