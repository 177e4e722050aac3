/**
 * Per-class timings for `npm run bench:search -- --by-class`: each request of the mix alone, one after
 * another (three rounds, the first discarded as warm-up), so the slow kinds of query and their worst
 * members stand out before any tuning.
 */
import type { MixEntry, QueryClass } from './search-mix';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export async function timeByClass(base: string, entries: MixEntry[], rounds = 3): Promise<string> {
  const times = new Map<MixEntry, number[]>();
  for (let round = 0; round < rounds; round++) {
    for (const entry of entries) {
      const started = performance.now();
      const response = await fetch(base + entry.path);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${entry.path} answered ${response.status}`);
      if (round > 0) times.set(entry, [...(times.get(entry) ?? []), performance.now() - started]);
    }
  }
  const byClass = new Map<QueryClass, { entry: MixEntry; ms: number }[]>();
  for (const [entry, ms] of times) byClass.set(entry.kind, [...(byClass.get(entry.kind) ?? []), { entry, ms: Math.min(...ms) }]);
  const lines = ['per class (each request alone, best of 2 rounds)   n     p50 ms    p90 ms    max ms   slowest'];
  for (const [kind, list] of byClass) {
    const sorted = list.map((x) => x.ms).sort((a, b) => a - b);
    const slowest = list.reduce((a, b) => (b.ms > a.ms ? b : a));
    lines.push(
      `  ${kind.padEnd(48)} ${String(list.length).padStart(3)} ${percentile(sorted, 0.5).toFixed(1).padStart(9)} ${percentile(sorted, 0.9).toFixed(1).padStart(9)} ${sorted.at(-1)!.toFixed(1).padStart(9)}   ${decodeURIComponent(slowest.entry.path.replace('/api/parts/search?', ''))}`,
    );
  }
  return lines.join('\n');
}
