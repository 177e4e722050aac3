/**
 * The three ways to buy a basket: the optimal split (exact, basket-optimiser.ts), the cheapest single
 * shop that has it all, and each line at its own cheapest offer — all costed by the same rules
 * (basket-cost.ts). Lines that no shop offers are left out of every plan; a single shop that lacks some
 * lines leaves those out of its plan too.
 */
import { orderShipping, shopBills, type CostLine, type ShopTerms } from './basket-cost';
import { OPTIMISER_MAX_NODES, OPTIMISER_TIME_LIMIT_MS, optimalSplit, type SearchBudget } from './basket-optimiser';

export const PLAN_KINDS = ['optimal', 'single-shop', 'each-cheapest'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

export interface PlanShopBill {
  vendorId: number;
  subtotalCents: number;
  shippingCents: number;
  /** What is still to add for free shipping; 0 once reached, null when the shop never ships free. */
  missingForFreeCents: number | null;
  /** Indexes of the lines bought here. */
  lines: number[];
}

export interface BasketPlan {
  kind: PlanKind;
  /** `choice[i]`: the offer line i is bought at, -1 when the plan leaves it out. */
  choice: number[];
  itemsCents: number;
  shippingCents: number;
  totalCents: number;
  shops: PlanShopBill[];
  /** Indexes of the lines this plan leaves out. */
  unavailable: number[];
  /** Proven the cheapest of its kind; false when the search stopped at its budget (the best found then). */
  exact: boolean;
}

/** How long pricing one basket may search: a time limit for all three plans together, and a node limit per search. */
export interface PlanBudget {
  timeLimitMs?: number;
  maxNodes?: number;
}

/** A shop's offer a plan can act on: adding this much there waives more shipping than it costs. */
export interface FreeShippingHint {
  vendorId: number;
  addCents: number;
}

const unitTotal = (line: CostLine, offer: number) => line.offers[offer]!.unitCents + line.offers[offer]!.unitShippingCents;

function cheapestOffer(line: CostLine): number {
  let best = 0;
  for (let o = 1; o < line.offers.length; o++) if (unitTotal(line, o) < unitTotal(line, best)) best = o;
  return best;
}

/** A plan from a full choice of offers (-1 for lines left out). */
export function planOf(kind: PlanKind, lines: readonly CostLine[], terms: ShopTerms, choice: number[], exact = true): BasketPlan {
  const bills = shopBills(lines, terms, choice);
  const shops = bills.map((bill): PlanShopBill => {
    const policy = terms.get(bill.vendorId);
    const freeOver = policy?.freeOverCents ?? null;
    return {
      ...bill,
      missingForFreeCents: policy && freeOver !== null ? Math.max(0, freeOver - bill.subtotalCents) : null,
      lines: choice.flatMap((pick, i) => (pick >= 0 && lines[i]!.offers[pick]!.vendorId === bill.vendorId ? [i] : [])),
    };
  });
  const itemsCents = bills.reduce((sum, b) => sum + b.subtotalCents, 0);
  const shippingCents = bills.reduce((sum, b) => sum + b.shippingCents, 0);
  return {
    kind,
    choice,
    itemsCents,
    shippingCents,
    totalCents: itemsCents + shippingCents,
    shops,
    unavailable: choice.flatMap((pick, i) => (pick < 0 ? [i] : [])),
    exact,
  };
}

/** Every line at its own cheapest offer (item price plus one unit's shipping), shipping then per shop. */
export function eachCheapestChoice(lines: readonly CostLine[]): number[] {
  return lines.map((line) => (line.offers.length ? cheapestOffer(line) : -1));
}

/** The lines `vendorId` offers, as lines of that shop's offers only (null where it has none). */
function linesAt(lines: readonly CostLine[], vendorId: number): ((CostLine & { from: number[] }) | null)[] {
  return lines.map((line) => {
    const from = line.offers.flatMap((o, i) => (o.vendorId === vendorId ? [i] : []));
    return from.length ? { quantity: line.quantity, offers: from.map((i) => line.offers[i]!), from } : null;
  });
}

/**
 * The cheapest shop with the most of the lines (all of them when one has all), each line at that
 * shop's best offer for the order; null when no shop offers anything.
 */
export function singleShopChoice(lines: readonly CostLine[], terms: ShopTerms, budget: SearchBudget = {}): { choice: number[]; exact: boolean } | null {
  const vendorIds = [...new Set(lines.flatMap((l) => l.offers.map((o) => o.vendorId)))].sort((a, b) => a - b);
  let best: { covered: number; totalCents: number; choice: number[]; exact: boolean } | null = null;
  for (const vendorId of vendorIds) {
    const own = linesAt(lines, vendorId);
    const present = own.flatMap((l, i) => (l ? [{ line: l, i }] : []));
    const split = optimalSplit(
      present.map((p) => p.line),
      terms,
      undefined,
      budget,
    );
    const choice = lines.map(() => -1);
    present.forEach((p, k) => (choice[p.i] = p.line.from[split.choice[k]!]!));
    if (!best || present.length > best.covered || (present.length === best.covered && split.totalCents < best.totalCents)) {
      best = { covered: present.length, totalCents: split.totalCents, choice, exact: split.exact };
    }
  }
  return best ? { choice: best.choice, exact: best.exact } : null;
}

/**
 * The three plans, optimal first. The optimum starts from the better complete plan, so it is never
 * worse, also when the budget stops its search (then it is marked not exact).
 */
export function basketPlans(lines: readonly CostLine[], terms: ShopTerms, budget: PlanBudget = {}): BasketPlan[] {
  const search: SearchBudget = {
    deadline: performance.now() + (budget.timeLimitMs ?? OPTIMISER_TIME_LIMIT_MS),
    maxNodes: budget.maxNodes ?? OPTIMISER_MAX_NODES,
  };
  const available = lines.flatMap((line, i) => (line.offers.length ? [i] : []));
  const cheapest = planOf('each-cheapest', lines, terms, eachCheapestChoice(lines));
  const shop = singleShopChoice(lines, terms, search);
  const single = planOf('single-shop', lines, terms, shop?.choice ?? lines.map(() => -1), shop?.exact ?? true);
  const complete = single.unavailable.length === cheapest.unavailable.length ? single : null;
  const start = complete && complete.totalCents < cheapest.totalCents ? complete : cheapest;
  const split = optimalSplit(
    available.map((i) => lines[i]!),
    terms,
    available.map((i) => start.choice[i]!),
    search,
  );
  const choice = lines.map(() => -1);
  available.forEach((i, k) => (choice[i] = split.choice[k]!));
  return [planOf('optimal', lines, terms, choice, split.exact), single, cheapest];
}

/** Shops of a plan where adding what is missing for free shipping costs less than the shipping it waives. */
export function freeShippingHints(plan: BasketPlan, terms: ShopTerms): FreeShippingHint[] {
  return plan.shops.flatMap((shop) => {
    const policy = terms.get(shop.vendorId);
    if (!policy || shop.missingForFreeCents === null || shop.missingForFreeCents <= 0) return [];
    const waived = shop.shippingCents - orderShipping(policy, shop.subtotalCents + shop.missingForFreeCents);
    return shop.missingForFreeCents < waived ? [{ vendorId: shop.vendorId, addCents: shop.missingForFreeCents }] : [];
  });
}
