/**
 * Relevance of search on the judged query set (bench/relevance/queries.json, the tuning set) and on the
 * held-out set (queries.holdout.json, which nothing was tuned on), with the gap between them, over a
 * freshly seeded demo catalog, for both engines (the in-process index and the SQL search), sorted by best match:
 * nDCG@5, MRR (first result graded 2 or 3), the zero-result rate among queries with a relevant part,
 * and the worst 10 queries. `--check` compares nDCG@5 with bench/relevance/baseline.json and exits 1
 * on a drop of more than 0.02; `--write-baseline` records the figures. Usage: npm run eval:search
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { seedDemoCatalog } from '../../src/demo/seed/demo-catalog';
import { seedPartWords } from '../../src/server/db/seed/part-words';
import { createSearchIndex } from '../../src/server/modules/search/engines/index/search-index';
import { createSearchService } from '../../src/server/modules/search/search.service';
import { searchQuerySchema } from '../../src/shared/schemas/search';

interface Judged {
  q: string;
  kind: string;
  judgments: Record<string, number>;
}
interface Scored {
  q: string;
  kind: string;
  ndcg: number;
  rr: number;
  total: number;
  top: string[];
}
interface Figures {
  ndcg5: number;
  mrr: number;
  zeroResultRate: number;
  queries: number;
}

const K = 5;
const MAX_DROP = 0.02;
const here = import.meta.dirname;
const baselinePath = path.join(here, 'baseline.json');

const gain = (grade: number) => 2 ** grade - 1;
const dcg = (grades: number[]) => grades.slice(0, K).reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);

function score(j: Judged, slugs: string[], total: number): Scored {
  const grades = slugs.map((s) => j.judgments[s] ?? 0);
  const ideal = dcg(Object.values(j.judgments).sort((a, b) => b - a));
  const firstGood = grades.findIndex((g) => g >= 2);
  return { q: j.q, kind: j.kind, ndcg: ideal === 0 ? 1 : dcg(grades) / ideal, rr: firstGood < 0 ? 0 : 1 / (firstGood + 1), total, top: slugs.slice(0, 3) };
}

function figures(scored: Scored[], judged: Judged[]): Figures {
  const withRelevant = scored.filter((_, i) => Object.keys(judged[i]!.judgments).length > 0);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return {
    ndcg5: Number(mean(withRelevant.map((s) => s.ndcg)).toFixed(4)),
    mrr: Number(mean(withRelevant.map((s) => s.rr)).toFixed(4)),
    zeroResultRate: Number((withRelevant.filter((s) => s.total === 0).length / Math.max(1, withRelevant.length)).toFixed(4)),
    queries: withRelevant.length,
  };
}

async function main() {
  const args = process.argv.slice(2);
  const judged = JSON.parse(readFileSync(path.join(here, 'queries.json'), 'utf8')) as Judged[];
  // Written before the engine answered any of them, and never tuned on (see judge.ts).
  const holdout = (JSON.parse(readFileSync(path.join(here, 'queries.holdout.json'), 'utf8')) as { queries: Judged[] }).queries;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-relevance-'));
  const handle = await openDatabase({ dataDir: dir });
  const results: Record<string, Figures> = {};
  try {
    await handle.migrate();
    await seedDemoCatalog(handle.db);
    await seedPartWords(handle.db);
    const engines = { index: createSearchService(handle.db, createSearchIndex(handle.db)), sql: createSearchService(handle.db) };
    const sets = { tuning: judged, 'held-out': holdout };
    for (const [engine, service] of Object.entries(engines)) for (const [set, queries] of Object.entries(sets)) {
      const name = set === 'tuning' ? engine : `${engine}:${set}`;
      const scored: Scored[] = [];
      for (const j of queries) {
        const r = await service.search(searchQuerySchema.parse({ q: j.q, sort: 'best_match', pageSize: '10' }));
        scored.push(score(j, r.parts.map((p) => p.slug), r.total));
      }
      const f = figures(scored, queries);
      results[name] = f;
      console.log(`\n${engine}, ${set} set: nDCG@${K} ${f.ndcg5.toFixed(3)}  MRR ${f.mrr.toFixed(3)}  zero-result rate ${(f.zeroResultRate * 100).toFixed(1)}%  (${f.queries} queries with a relevant part, ${queries.length} in all)`);
      if (set !== 'tuning') {
        const tuning = results[engine]!;
        console.log(`  gap (tuning − ${set}): nDCG@${K} ${(tuning.ndcg5 - f.ndcg5).toFixed(3)}  MRR ${(tuning.mrr - f.mrr).toFixed(3)}  zero-result rate ${((f.zeroResultRate - tuning.zeroResultRate) * 100).toFixed(1)} points`);
      }
      const kinds = [...new Set(queries.map((j) => j.kind))];
      console.log(
        '  by kind: ' +
          kinds.map((k) => `${k} ${figures(scored.filter((s) => s.kind === k), queries.filter((j) => j.kind === k)).ndcg5.toFixed(3)}`).join(', '),
      );
      console.log('  worst 10:');
      const worst = scored.filter((_, i) => Object.keys(queries[i]!.judgments).length > 0).sort((a, b) => a.ndcg - b.ndcg || a.rr - b.rr).slice(0, 10);
      for (const s of worst) console.log(`    ${s.ndcg.toFixed(3)}  rr ${s.rr.toFixed(2)}  ${s.total} results  "${s.q}"  top: ${s.top.join(', ') || '-'}`);
    }
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }

  if (args.includes('--write-baseline')) {
    writeFileSync(baselinePath, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nbaseline written to ${path.relative(process.cwd(), baselinePath)}`);
  }
  if (args.includes('--check')) {
    const baseline = JSON.parse(readFileSync(baselinePath, 'utf8')) as Record<string, Figures>;
    let failed = false;
    for (const [name, f] of Object.entries(results)) {
      const before = baseline[name]?.ndcg5;
      if (before === undefined) continue;
      const drop = before - f.ndcg5;
      const verdict = drop > MAX_DROP ? 'FAIL' : 'ok';
      if (drop > MAX_DROP) failed = true;
      console.log(`${name}: nDCG@${K} ${f.ndcg5.toFixed(3)} against baseline ${before.toFixed(3)} (drop ${drop.toFixed(3)}, allowed ${MAX_DROP}): ${verdict}`);
    }
    if (failed) process.exitCode = 1;
  }
}

await main();
