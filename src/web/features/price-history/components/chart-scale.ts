/**
 * Pure geometry for the price-history line chart: scales, "nice" axis ticks and the SVG path.
 * Kept apart from React so the drawing code only places what these functions compute.
 */

export interface PricePoint {
  /** Calendar day, YYYY-MM-DD. */
  date: string;
  price: number;
  /** Points with the same segment are joined; a day without any price starts a new segment. */
  segment: number;
}

export interface PlotBox {
  width: number;
  height: number;
  padding: { top: number; right: number; bottom: number; left: number };
}

export interface PlottedPoint extends PricePoint {
  x: number;
  y: number;
}

const DAY_MS = 86_400_000;

/** Days since the epoch for a YYYY-MM-DD date (UTC, so time zones never shift a day). */
export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/**
 * About `count` round tick values covering [min, max] (steps of 1, 2, 2.5 or 5 × 10^n), so the
 * price axis reads $8.00 / $8.50 / $9.00 rather than $7.83 / $8.41 / $8.99.
 */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!(max > min)) {
    const pad = Math.max(Math.abs(min) * 0.05, 1);
    return niceTicks(min - pad, max + pad, count);
  }
  const rough = (max - min) / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const first = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let value = first; value < max + step; value += step) {
    ticks.push(Math.round(value * 100) / 100);
    if (value >= max) break;
  }
  return ticks;
}

/** Positions every point inside the box: time on x (gaps stay gaps), price on y between the outer ticks. */
export function plotPoints(points: readonly PricePoint[], yTicks: readonly number[], box: PlotBox): PlottedPoint[] {
  if (points.length === 0) return [];
  const { padding } = box;
  const innerWidth = Math.max(1, box.width - padding.left - padding.right);
  const innerHeight = Math.max(1, box.height - padding.top - padding.bottom);
  const firstDay = dayNumber(points[0]!.date);
  const span = Math.max(1, dayNumber(points.at(-1)!.date) - firstDay);
  const low = yTicks[0] ?? 0;
  const high = yTicks.at(-1) ?? low + 1;
  const range = high - low || 1;
  return points.map((point) => ({
    ...point,
    x: padding.left + ((dayNumber(point.date) - firstDay) / span) * innerWidth,
    y: padding.top + (1 - (point.price - low) / range) * innerHeight,
  }));
}

/** The y coordinate of a price on the same scale as plotPoints. */
export function priceToY(price: number, yTicks: readonly number[], box: PlotBox): number {
  const low = yTicks[0] ?? 0;
  const high = yTicks.at(-1) ?? low + 1;
  const innerHeight = Math.max(1, box.height - box.padding.top - box.padding.bottom);
  return box.padding.top + (1 - (price - low) / (high - low || 1)) * innerHeight;
}

/**
 * A step line: a daily lowest price holds all day and changes overnight, so horizontal-then-vertical
 * segments say that more honestly than diagonals would.
 */
export function stepPath(points: readonly PlottedPoint[]): string {
  return points
    .map((p, i) => {
      const x = p.x.toFixed(1);
      const y = p.y.toFixed(1);
      if (i === 0) return `M${x} ${y}`;
      return `H${x} V${y}`;
    })
    .join(' ');
}

/** The plotted point nearest to an x coordinate (for the hover read-out). */
export function nearestPoint(points: readonly PlottedPoint[], x: number): PlottedPoint | undefined {
  let best: PlottedPoint | undefined;
  for (const point of points) {
    if (!best || Math.abs(point.x - x) < Math.abs(best.x - x)) best = point;
  }
  return best;
}

/** Known prices in day order, each tagged with its segment so missing days stay visible gaps. */
export function toPricePoints(days: readonly { date: string; lowest: number | null }[]): PricePoint[] {
  const points: PricePoint[] = [];
  let segment = 0;
  for (const day of days) {
    if (day.lowest == null) {
      segment += 1;
      continue;
    }
    points.push({ date: day.date, price: day.lowest, segment });
  }
  return points;
}

/** Plotted points split into the runs that are drawn as one line each. */
export function segments(points: readonly PlottedPoint[]): PlottedPoint[][] {
  const runs = new Map<number, PlottedPoint[]>();
  for (const point of points) runs.set(point.segment, [...(runs.get(point.segment) ?? []), point]);
  return [...runs.values()];
}

/** A few evenly spread points whose dates label the time axis. */
export function dateTicks<T>(points: readonly T[], count = 4): T[] {
  if (points.length <= count) return [...points];
  const picked = new Set<number>();
  for (let i = 0; i < count; i++) picked.add(Math.round((i * (points.length - 1)) / (count - 1)));
  return [...picked].map((i) => points[i]!);
}
