/**
 * The cheapest delivered split of a basket across shops, exactly: a depth-first branch-and-bound over
 * the lines, each line trying its offers cheapest first, cut off wherever a lower bound on every
 * completion is no better than the best split found so far.
 *
 * The bound for a partial split is what is certain to be paid: the lines placed so far with their
 * item shipping, each shop already used that can no longer reach its free-shipping threshold (even if
 * every remaining line went there at its dearest offer) charged its flat cost, and each remaining line
 * at its cheapest offer, where an offer at a shop not yet used that cannot reach its threshold carries
 * a share of that shop's flat cost (the flat cost divided by how many remaining lines that shop
 * offers, so the shares never add up to more than the one flat cost it charges).
 *
 * Before searching, an offer is dropped when moving its line to another offer is cheaper however the
 * thresholds fall: its price exceeds the other's by more than both shops' flat costs together. No
 * optimal split can use such an offer, so the answer stays exact.
 *
 * The first split to beat is the best of the one given (the single shop or each line at its
 * cheapest), each line at its cheapest cost, and a local search from both (basket-local-search.ts):
 * a close first split cuts most of the tree at once. Lines are placed in order of regret (what a line
 * loses when it cannot have its cheapest offer), so the lines that decide the split come first.
 *
 * A few baskets of 30 to 50 lines still have trees too large to finish while a shopper waits, so the
 * search has a budget (nodes visited and a clock): past it, the best split found so far is the
 * answer, marked not exact. It is never dearer than the split it started from.
 */
import { basketCost, type CostLine, type ShopTerms } from './basket-cost';
import { improveSplit } from './basket-local-search';

export interface OptimalSplit {
  /** `choice[i]` is the index of the offer line i is bought at. */
  choice: number[];
  totalCents: number;
  /** Proven the cheapest; false when the search stopped at its budget with the best split it had found. */
  exact: boolean;
  /** Search nodes visited (what the budget counts). */
  nodes: number;
}

/** How long the search may run: nodes visited, and a `performance.now()` time to stop at. */
export interface SearchBudget {
  maxNodes?: number;
  deadline?: number;
}

/** The budget a quote gets by default: a shopper waiting on a page, on a server shared by many. */
export const OPTIMISER_TIME_LIMIT_MS = 150;
export const OPTIMISER_MAX_NODES = 400_000;

/** The clock is read once per this many nodes: reading it every node would cost more than the nodes. */
const CLOCK_EVERY = 256;

interface Option {
  offer: number;
  shop: number;
  itemCents: number;
  /** Items plus the item shipping of a shop without a policy. */
  costCents: number;
}

const EPSILON = 1e-7;

/**
 * The exact optimum over every assignment of each line to one of its offers. Every line must have at
 * least one offer. `start` is a known split to beat (a plan already computed); ties keep it.
 */
export function optimalSplit(lines: readonly CostLine[], terms: ShopTerms, start?: readonly number[], budget: SearchBudget = {}): OptimalSplit {
  if (lines.length === 0) return { choice: [], totalCents: 0, exact: true, nodes: 0 };
  const maxNodes = budget.maxNodes ?? Infinity;
  const deadline = budget.deadline ?? Infinity;
  const vendorIds = [...new Set(lines.flatMap((l) => l.offers.map((o) => o.vendorId)))];
  const shopOf = new Map(vendorIds.map((id, s) => [id, s]));
  const shops = vendorIds.length;
  const flat = vendorIds.map((id) => terms.get(id)?.flatCents ?? 0);
  const freeOver = vendorIds.map((id) => {
    const policy = terms.get(id);
    return policy ? (policy.freeOverCents ?? Infinity) : 0;
  });
  const hasPolicy = vendorIds.map((id) => terms.has(id));

  const options: Option[][] = lines.map((line) => {
    const all = line.offers.map((o, offer) => {
      const shop = shopOf.get(o.vendorId)!;
      const itemCents = o.unitCents * line.quantity;
      return { offer, shop, itemCents, costCents: itemCents + (hasPolicy[shop] ? 0 : o.unitShippingCents * line.quantity) };
    });
    const kept = all.filter((a) => !all.some((b) => a.costCents - b.costCents > flat[a.shop]! + flat[b.shop]!));
    return kept.sort((a, b) => a.costCents - b.costCents || a.offer - b.offer);
  });

  // Lines with one offer first (they settle shops for free), then by regret, then the dearest.
  const regret = options.map((opts) => (opts.length > 1 ? opts[1]!.costCents - opts[0]!.costCents : Infinity));
  const order = lines
    .map((_, i) => i)
    .sort((a, b) => regret[b]! - regret[a]! || options[b]![0]!.costCents - options[a]![0]!.costCents || a - b);

  // From depth d on: the most each shop could still add to its subtotal, and how many lines it offers.
  const maxAdd: Float64Array[] = new Array(order.length + 1);
  const offeredBy: Int32Array[] = new Array(order.length + 1);
  maxAdd[order.length] = new Float64Array(shops);
  offeredBy[order.length] = new Int32Array(shops);
  for (let d = order.length - 1; d >= 0; d--) {
    const add = Float64Array.from(maxAdd[d + 1]!);
    const count = Int32Array.from(offeredBy[d + 1]!);
    const dearest = new Map<number, number>();
    for (const o of options[order[d]!]!) dearest.set(o.shop, Math.max(dearest.get(o.shop) ?? 0, o.itemCents));
    for (const [s, item] of dearest) {
      add[s]! += item;
      count[s]! += 1;
    }
    maxAdd[d] = add;
    offeredBy[d] = count;
  }

  const subtotal = new Float64Array(shops);
  const used = new Int32Array(shops);
  const pick = new Array<number>(lines.length).fill(-1);
  // The split to beat: the best of the one given, each line at its cheapest cost, and both improved.
  const cheapestCost = options.map((opts) => opts[0]!.offer);
  let best = Infinity;
  let bestChoice: number[] = cheapestCost;
  for (const seed of start ? [start, cheapestCost] : [cheapestCost]) {
    for (const candidate of [seed, improveSplit(lines, terms, seed)]) {
      const cost = basketCost(lines, terms, candidate);
      if (cost < best) [best, bestChoice] = [cost, [...candidate]];
    }
  }
  let nodes = 0;
  let stopped = false;

  // Per line and shop: its cheapest cost and dearest item there (Infinity / 0 where the shop does not offer it).
  const cheapestAt = options.map((opts) => {
    const at = new Float64Array(shops).fill(Infinity);
    for (const o of opts) at[o.shop] = Math.min(at[o.shop]!, o.costCents);
    return at;
  });
  const dearestAt = options.map((opts) => {
    const at = new Float64Array(shops);
    for (const o of opts) at[o.shop] = Math.max(at[o.shop]!, o.itemCents);
    return at;
  });
  const least = new Float64Array(lines.length);

  /** Each remaining line at its cheapest, a shop not yet used that cannot go free carrying a share of its flat cost. */
  const remainingBound = (d: number) => {
    let sum = 0;
    for (let k = d; k < order.length; k++) {
      let min = Infinity;
      for (const o of options[order[k]!]!) {
        let cost = o.costCents;
        if (hasPolicy[o.shop] && !used[o.shop] && maxAdd[d]![o.shop]! < freeOver[o.shop]!) cost += flat[o.shop]! / offeredBy[d]![o.shop]!;
        if (cost < min) min = cost;
      }
      least[order[k]!] = min;
      sum += min;
    }
    return sum;
  };

  /**
   * What a used shop still below its threshold costs beyond the remaining lines' cheapest: its flat
   * cost, or what reaching the threshold costs over those cheapest (a fractional knapsack over the
   * remaining lines it offers, each at its cheapest there and its dearest item, so never too much).
   * Call after remainingBound(d).
   */
  const shopPenalty = (d: number, s: number) => {
    let need = freeOver[s]! - subtotal[s]!;
    if (need <= 0) return 0;
    const fills: { excess: number; item: number }[] = [];
    for (let k = d; k < order.length; k++) {
      const line = order[k]!;
      const item = dearestAt[line]![s]!;
      if (item > 0) fills.push({ excess: cheapestAt[line]![s]! - least[line]!, item });
    }
    fills.sort((a, b) => a.excess * b.item - b.excess * a.item);
    let cost = 0;
    for (const fill of fills) {
      if (cost >= flat[s]!) break;
      const take = Math.min(1, need / fill.item);
      cost += take * fill.excess;
      need -= take * fill.item;
      if (need <= 0) return Math.min(cost, flat[s]!);
    }
    return flat[s]!;
  };

  const lowerBound = (d: number, placed: number) => {
    let bound = placed + remainingBound(d);
    for (let s = 0; s < shops; s++) if (used[s] && hasPolicy[s]) bound += shopPenalty(d, s);
    return bound;
  };

  const finalShipping = () => {
    let sum = 0;
    for (let s = 0; s < shops; s++) if (used[s] && hasPolicy[s] && subtotal[s]! < freeOver[s]!) sum += flat[s]!;
    return sum;
  };

  const search = (d: number, placed: number) => {
    if (stopped) return;
    nodes += 1;
    if (nodes >= maxNodes || (nodes % CLOCK_EVERY === 0 && performance.now() >= deadline)) {
      stopped = true;
      return;
    }
    if (d === order.length) {
      const total = placed + finalShipping();
      if (total < best) {
        best = total;
        bestChoice = [...pick];
      }
      return;
    }
    if (Math.ceil(lowerBound(d, placed) - EPSILON) >= best) return;
    const line = order[d]!;
    // Cheapest step first: the offer's cost with the shipping it starts or saves at its shop.
    const steps = options[line]!.map((o) => {
      let step = o.costCents;
      if (hasPolicy[o.shop]) {
        if (!used[o.shop]) step += o.itemCents >= freeOver[o.shop]! ? 0 : flat[o.shop]!;
        else if (subtotal[o.shop]! < freeOver[o.shop]! && subtotal[o.shop]! + o.itemCents >= freeOver[o.shop]!) step -= flat[o.shop]!;
      }
      return { o, step };
    });
    steps.sort((a, b) => a.step - b.step || a.o.offer - b.o.offer);
    for (const { o } of steps) {
      pick[line] = o.offer;
      subtotal[o.shop]! += o.itemCents;
      used[o.shop]! += 1;
      search(d + 1, placed + o.costCents);
      used[o.shop]! -= 1;
      subtotal[o.shop]! -= o.itemCents;
    }
    pick[line] = -1;
  };

  search(0, 0);
  return { choice: bestChoice, totalCents: best, exact: !stopped, nodes };
}
