/**
 * A quick improvement of a basket split, used as the optimiser's first split to beat: move one line
 * to another offer while that lowers the delivered total, close a shop (its lines placed at their
 * best other offers) or open one (the lines cheaper there moved to it together) when that does. Each move's change in cost is worked out from the shops'
 * running subtotals, so a pass over a 50-line basket stays well under a millisecond. Never exact on
 * its own; it only makes the exact search's cut-offs bite sooner, and it never makes a split dearer.
 */
import type { CostLine, ShopTerms } from './basket-cost';

const MAX_PASSES = 25;

/** Each line's offers as costs the search can add up: items, item shipping where a shop has no policy. */
interface Move {
  shop: number;
  item: number;
  cost: number;
}

export function improveSplit(lines: readonly CostLine[], terms: ShopTerms, start: readonly number[]): number[] {
  const vendorIds = [...new Set(lines.flatMap((l) => l.offers.map((o) => o.vendorId)))];
  const shopOf = new Map(vendorIds.map((id, s) => [id, s]));
  const flat = vendorIds.map((id) => terms.get(id)?.flatCents ?? 0);
  const freeOver = vendorIds.map((id) => (terms.has(id) ? (terms.get(id)!.freeOverCents ?? Infinity) : 0));
  const moves: Move[][] = lines.map((line) =>
    line.offers.map((o) => {
      const shop = shopOf.get(o.vendorId)!;
      const item = o.unitCents * line.quantity;
      return { shop, item, cost: item + (terms.has(o.vendorId) ? 0 : o.unitShippingCents * line.quantity) };
    }),
  );
  const subtotal = new Float64Array(vendorIds.length);
  const count = new Int32Array(vendorIds.length);
  const choice = [...start];
  choice.forEach((pick, i) => {
    if (pick < 0) return;
    const m = moves[i]![pick]!;
    subtotal[m.shop]! += m.item;
    count[m.shop]! += 1;
  });
  /** A shop's order shipping with this subtotal and this many lines (nothing when it has none). */
  const ship = (s: number, sub: number, n: number) => (n > 0 && sub < freeOver[s]! ? flat[s]! : 0);

  /** What moving line i from its offer to offer `to` changes the total by. */
  const delta = (i: number, to: number) => {
    const a = moves[i]![choice[i]!]!;
    const b = moves[i]![to]!;
    if (a.shop === b.shop) return b.cost - a.cost + ship(a.shop, subtotal[a.shop]! - a.item + b.item, count[a.shop]!) - ship(a.shop, subtotal[a.shop]!, count[a.shop]!);
    return (
      b.cost - a.cost +
      ship(a.shop, subtotal[a.shop]! - a.item, count[a.shop]! - 1) - ship(a.shop, subtotal[a.shop]!, count[a.shop]!) +
      ship(b.shop, subtotal[b.shop]! + b.item, count[b.shop]! + 1) - ship(b.shop, subtotal[b.shop]!, count[b.shop]!)
    );
  };
  const apply = (i: number, to: number) => {
    const a = moves[i]![choice[i]!]!;
    const b = moves[i]![to]!;
    subtotal[a.shop]! -= a.item;
    count[a.shop]! -= 1;
    subtotal[b.shop]! += b.item;
    count[b.shop]! += 1;
    choice[i] = to;
  };

  /** Every line of shop s moved, dearest first, to its best offer elsewhere; kept only when the total drops. */
  const closeShop = (s: number): boolean => {
    const mine = choice.flatMap((pick, i) => (pick >= 0 && moves[i]![pick]!.shop === s ? [i] : []));
    if (mine.some((i) => moves[i]!.every((m) => m.shop === s))) return false;
    mine.sort((x, y) => moves[y]![choice[y]!]!.item - moves[x]![choice[x]!]!.item);
    const undo = mine.map((i) => [i, choice[i]!] as const);
    let change = 0;
    for (const i of mine) {
      let best = -1;
      let bestDelta = Infinity;
      moves[i]!.forEach((m, to) => {
        if (m.shop === s) return;
        const d = delta(i, to);
        if (d < bestDelta) [best, bestDelta] = [to, d];
      });
      change += bestDelta;
      apply(i, best);
    }
    if (change < 0) return true;
    for (const [i, pick] of undo.reverse()) apply(i, pick);
    return false;
  };

  /**
   * Every line that is cheaper at shop s (items alone) moved there, dearest first: one line alone
   * rarely pays a new shop's shipping, several together may. Kept only when the total drops.
   */
  const openShop = (s: number): boolean => {
    const undo: (readonly [number, number])[] = [];
    let change = 0;
    const candidates = choice.flatMap((pick, i) => {
      if (pick < 0) return [];
      const to = moves[i]!.findIndex((m) => m.shop === s && m.cost < moves[i]![pick]!.cost);
      return to >= 0 && moves[i]![pick]!.shop !== s ? [{ i, to }] : [];
    });
    if (candidates.length < 2) return false;
    candidates.sort((x, y) => moves[y.i]![y.to]!.item - moves[x.i]![x.to]!.item);
    for (const { i, to } of candidates) {
      undo.push([i, choice[i]!]);
      change += delta(i, to);
      apply(i, to);
    }
    if (change < 0) return true;
    for (const [i, pick] of undo.reverse()) apply(i, pick);
    return false;
  };

  for (let pass = 0, improved = true; improved && pass < MAX_PASSES; pass++) {
    improved = false;
    for (let i = 0; i < lines.length; i++) {
      if (choice[i]! < 0) continue;
      for (let to = 0; to < moves[i]!.length; to++) {
        if (to !== choice[i] && delta(i, to) < 0) {
          apply(i, to);
          improved = true;
        }
      }
    }
    for (let s = 0; s < vendorIds.length; s++) if (count[s]! > 0 && closeShop(s)) improved = true;
    for (let s = 0; s < vendorIds.length; s++) if (openShop(s)) improved = true;
  }
  return choice;
}
