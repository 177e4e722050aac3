/**
 * Runs the repair assistant's judged questions through the real service on a freshly seeded database
 * (demo catalog, guides, knowledge base): the tuning set (bench/assistant/questions.json) and the
 * held-out set written before the work it measures (bench/assistant/questions.holdout.json), and prints
 * for each the cause hit rate (an expected cause among the first three), part-fitment precision,
 * wrong-make rate and "unknown" rate, then the gap between the two sets.
 *
 * Exits non-zero when the wrong-make or unknown rate of either set is above 0. `--check` also fails on a
 * drop of more than 0.02 from bench/assistant/baseline.json (a rise, for the two rates that should be 0);
 * `--write-baseline` records the figures. `--coverage` prints only the knowledge base's coverage lines.
 * Usage: npm run eval:assistant [-- --verbose | --check | --write-baseline | --coverage]
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { seedDemoCatalog } from '../src/demo/seed/demo-catalog';
import { seedGuides } from '../src/server/db/seed/guides';
import { seedKnowledge } from '../src/server/db/seed/knowledge';
import { createAssistantService } from '../src/server/modules/assistant/assistant.service';
import { printCoverage } from './assistant/coverage';
import { loadJudge, scoreSet, type Figures, type Question } from './assistant/score';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const here = path.resolve(import.meta.dirname, 'assistant');
const baselinePath = path.join(here, 'baseline.json');
const MAX_DROP = 0.02;

const SETS = { tuning: 'questions.json', holdout: 'questions.holdout.json' } as const;
type SetName = keyof typeof SETS;
const readSet = (file: string) => (JSON.parse(readFileSync(path.join(here, file), 'utf8')) as { questions: Question[] }).questions;

/** The figures compared between the sets and with the baseline; true where higher is better. */
const HEADLINE: [keyof Figures, string, boolean][] = [
  ['causeHitRate', 'cause hit rate (an expected cause in the first three)', true],
  ['fitmentPrecision', 'part-fitment precision', true],
  ['wrongMakeRate', 'wrong-make rate (target 0)', false],
  ['unknownRate', '"unknown" rate (target 0)', false],
];
const SECONDARY: [keyof Figures, string][] = [
  ['causeFirstRate', 'expected cause ranked first'],
  ['followUpAccuracy', 'follow-up for the vehicle when expected'],
  ['partTypesFound', 'required part types found'],
  ['quantitiesFound', 'job parts carrying a quantity'],
  ['guidesFound', 'expected guides found'],
];
const fmt = (x: number) => x.toFixed(3);

const dir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-eval-'));
const handle = await openDatabase({ dataDir: dir });
try {
  await handle.migrate();
  await seedDemoCatalog(handle.db);
  await seedGuides(handle.db);
  await seedKnowledge(handle.db);
  if (args.includes('--coverage')) {
    await printCoverage(handle.db);
  } else {
    const service = createAssistantService(handle.db, { log: { warn: () => {} } });
    const judge = await loadJudge(handle.db);
    const results = {} as Record<SetName, Figures>;
    for (const [name, file] of Object.entries(SETS) as [SetName, string][]) {
      results[name] = await scoreSet(
        judge,
        readSet(file),
        (q) => service.answer(q.question, q.garage),
        (q, answer, problems) => {
          if (verbose) console.log(`[${name}] ${q.id} "${q.question}" [${answer.vehicle?.label ?? 'no vehicle'}]\n  - ${problems.join('\n  - ')}`);
        },
      );
    }

    console.log(`\nRepair assistant evaluation: tuning ${results.tuning.questions} questions, held-out ${results.holdout.questions}`);
    console.log(`${'figure'.padEnd(56)}${'tuning'.padStart(9)}${'held-out'.padStart(10)}${'gap'.padStart(9)}`);
    for (const [key, label] of HEADLINE) {
      const gap = Math.abs(results.tuning[key] - results.holdout[key]);
      console.log(`${label.padEnd(56)}${fmt(results.tuning[key]).padStart(9)}${fmt(results.holdout[key]).padStart(10)}${fmt(gap).padStart(9)}`);
    }
    for (const [key, label] of SECONDARY) console.log(`  ${label.padEnd(54)}${fmt(results.tuning[key]).padStart(9)}${fmt(results.holdout[key]).padStart(10)}`);
    console.log(`  ${'ms per answer'.padEnd(54)}${results.tuning.msPerAnswer.toFixed(0).padStart(9)}${results.holdout.msPerAnswer.toFixed(0).padStart(10)}`);

    let failed = Object.values(results).some((f) => f.wrongMakeRate > 0 || f.unknownRate > 0);
    if (args.includes('--write-baseline')) {
      writeFileSync(baselinePath, `${JSON.stringify(results, null, 2)}\n`);
      console.log(`\nbaseline written to ${path.relative(process.cwd(), baselinePath)}`);
    }
    if (args.includes('--check')) {
      const baseline = JSON.parse(readFileSync(baselinePath, 'utf8')) as Record<string, Figures>;
      for (const [name, figures] of Object.entries(results)) {
        for (const [key, label, higherIsBetter] of HEADLINE) {
          const before = baseline[name]?.[key];
          if (before === undefined) continue;
          const drop = higherIsBetter ? before - figures[key] : figures[key] - before;
          if (drop > MAX_DROP) failed = true;
          console.log(`${name} ${label}: ${fmt(figures[key])} against baseline ${fmt(before)} (drop ${fmt(Math.max(0, drop))}, allowed ${MAX_DROP}): ${drop > MAX_DROP ? 'FAIL' : 'ok'}`);
        }
      }
    }
    process.exitCode = failed ? 1 : 0;
  }
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
