/** The soak's printed figures. */
import type { TrafficResult } from './traffic';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export function formatTraffic(r: TrafficResult, seconds: number): string[] {
  const fivexx = Object.entries(r.statuses).filter(([code]) => code.startsWith('5'));
  return [
    `load: ${r.requests} requests in ${seconds} s = ${r.rps.toFixed(0)} req/s   p50 ${r.p50.toFixed(1)} ms   p99 ${r.p99.toFixed(1)} ms`,
    `      non-2xx ${r.non2xx}   5xx ${fivexx.reduce((sum, [, n]) => sum + n, 0)}   connection errors/timeouts ${r.errors}   statuses ${JSON.stringify(r.statuses)}`,
    ...Object.entries(r.byKind).map(([kind, statuses]) => `      ${kind.padEnd(13)} ${JSON.stringify(statuses)}`),
    `      live pricing vendor answers ${r.vendorAnswers}, from the cache ${r.cachedAnswers}` +
      (r.vendorAnswers ? ` (${((100 * r.cachedAnswers) / r.vendorAnswers).toFixed(0)} %)` : ''),
  ];
}

/** Start (as the load began), end, peak and growth of each instance's resident memory. */
export function formatMemory(samples: Map<string, number[]>): string[] {
  return [...samples].map(([name, values]) => {
    if (values.length === 0) return `memory ${name}: no samples`;
    const start = values[0]!;
    const end = values.at(-1)!;
    const peak = Math.max(...values);
    const growth = ((end - start) / start) * 100;
    // The shape over the run: warming up then flat, or still climbing at the end.
    const quarters = [0.25, 0.5, 0.75].map((q) => mb(values[Math.floor(q * (values.length - 1))]!)).join(' / ');
    return `memory ${name}: start ${mb(start)}   25/50/75 % ${quarters}   end ${mb(end)}   peak ${mb(peak)}   change ${growth >= 0 ? '+' : ''}${growth.toFixed(0)} %   (${values.length} samples)`;
  });
}

/** Five-xx count of a run: any of them fails the soak. */
export function serverErrors(r: TrafficResult): number {
  return Object.entries(r.statuses)
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, n]) => sum + n, 0);
}
