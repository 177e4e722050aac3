/**
 * The cheapest split of a basket as a mixed-integer program, solved by HiGHS (its WebAssembly build):
 * the proof for the large baskets our own branch-and-bound (shared/rules/basket-optimiser.ts) cannot
 * finish within its budget. The model, in integer cents:
 *
 * - a binary x per line and offer, each line bought exactly once;
 * - per shop with a shipping policy a binary "used" (at least every x there) and, when the policy has
 *   a threshold, a binary "free" that needs the shop's subtotal to reach it and the shop to be used;
 * - cost: every x's items (plus the item's own shipping at a shop without a policy), and per policy
 *   shop its flat cost × (used − free).
 */
import highsLoader from 'highs';
import type { CostLine, ShopTerms } from '@shared/rules/basket-cost';

export interface MipSplit {
  /** Offer index per line, as `optimalSplit` answers. */
  choice: number[];
  /** Whether HiGHS proved it optimal (false: its time limit ended the search). */
  proven: boolean;
}

/** How long HiGHS may search: it blocks the thread it runs on, so it is kept short. */
export const MIP_TIME_LIMIT_S = 2;

let solver: ReturnType<typeof highsLoader> | null = null;
const highs = () => (solver ??= highsLoader());

const x = (line: number, offer: number) => `x${line}_${offer}`;

/** The CPLEX LP text of the model above. */
export function splitModel(lines: readonly CostLine[], terms: ShopTerms): string {
  const objective: string[] = [];
  const rows: string[] = [];
  const binaries: string[] = [];
  const atShop = new Map<number, { name: string; cents: number }[]>();
  lines.forEach((line, i) => {
    const once: string[] = [];
    line.offers.forEach((offer, k) => {
      const name = x(i, k);
      binaries.push(name);
      once.push(name);
      const items = offer.unitCents * line.quantity;
      const policy = terms.get(offer.vendorId);
      objective.push(`${items + (policy ? 0 : offer.unitShippingCents * line.quantity)} ${name}`);
      if (policy) atShop.set(offer.vendorId, [...(atShop.get(offer.vendorId) ?? []), { name, cents: items }]);
    });
    rows.push(`line${i}: ${once.join(' + ')} = 1`);
  });
  for (const [vendorId, taken] of atShop) {
    const policy = terms.get(vendorId)!;
    const used = `used${vendorId}`;
    binaries.push(used);
    objective.push(`${policy.flatCents} ${used}`);
    for (const t of taken) rows.push(`use${vendorId}_${t.name}: ${t.name} - ${used} <= 0`);
    if (policy.freeOverCents !== null && policy.flatCents > 0) {
      const free = `free${vendorId}`;
      binaries.push(free);
      objective.push(`- ${policy.flatCents} ${free}`);
      rows.push(`reach${vendorId}: ${taken.map((t) => `${t.cents} ${t.name}`).join(' + ')} - ${policy.freeOverCents} ${free} >= 0`);
      rows.push(`only${vendorId}: ${free} - ${used} <= 0`);
    }
  }
  const sum = objective.join(' + ').replace(/\+ -/g, '-');
  return ['Minimize', ` cost: ${sum}`, 'Subject To', ...rows.map((r) => ` ${r}`), 'Binary', ` ${binaries.join(' ')}`, 'End'].join('\n');
}

/** The cheapest split by HiGHS; null when HiGHS found no split in its time (or failed). */
export async function mipSplit(lines: readonly CostLine[], terms: ShopTerms, timeLimitS = MIP_TIME_LIMIT_S): Promise<MipSplit | null> {
  if (lines.length === 0) return { choice: [], proven: true };
  const solution = (await highs()).solve(splitModel(lines, terms), { time_limit: timeLimitS, mip_rel_gap: 0, output_flag: false });
  if (solution.Status !== 'Optimal' && solution.Status !== 'Time limit reached') return null;
  const columns = solution.Columns as Record<string, { Primal?: number }>;
  const choice = lines.map((line, i) => line.offers.findIndex((_, k) => (columns[x(i, k)]?.Primal ?? 0) > 0.5));
  if (choice.some((c) => c < 0)) return null;
  return { choice, proven: solution.Status === 'Optimal' };
}
