/**
 * The three plans with the optimal split proven: our branch-and-bound answers the baskets people build
 * within its budget; a split it could not prove (a basket of 30 or 50 lines) goes to HiGHS, whose
 * answer replaces it when HiGHS proves its optimum. Only when HiGHS too runs out of time does the
 * optimal plan stay marked not exact (the best split either found).
 */
import { basketCost, type CostLine, type ShopTerms } from '@shared/rules/basket-cost';
import { basketPlans, planOf, type BasketPlan, type PlanBudget } from '@shared/rules/basket-plans';
import { mipSplit } from './basket-mip';

export async function provenPlans(lines: readonly CostLine[], terms: ShopTerms, budget: PlanBudget = {}): Promise<BasketPlan[]> {
  const plans = basketPlans(lines, terms, budget);
  const [optimal, ...rest] = plans;
  if (!optimal || optimal.exact) return plans;
  const available = lines.flatMap((line, i) => (line.offers.length ? [i] : []));
  const solved = await mipSplit(available.map((i) => lines[i]!), terms);
  if (!solved) return plans;
  const choice = lines.map(() => -1);
  available.forEach((i, k) => (choice[i] = solved.choice[k]!));
  // HiGHS works in floating point: its split is taken only where it is no dearer, in our own sums.
  if (basketCost(lines, terms, choice) > optimal.totalCents) return plans;
  return [planOf('optimal', lines, terms, choice, solved.proven), ...rest];
}
