// Adds up the test counts of every Vitest and Playwright JSON report in a folder: prints "passed failed".
// The failed tests are named on stderr, so the end of a CI log says which ones they were.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'ci-results';
let passed = 0;
let failed = 0;
const failures = [];

/** Playwright nests suites (file, describe blocks) around specs; a spec that is not ok failed. */
function playwrightFailures(suite, file) {
  for (const spec of suite.specs ?? []) {
    if (spec.ok === false) failures.push(`${spec.file ?? file} › ${spec.title}`);
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, suite.file ?? file);
}

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrors ?? 0) + (report.success === false && report.numFailedTests === 0 ? 1 : 0);
    for (const result of report.testResults ?? []) {
      const name = path.relative(process.cwd(), result.name);
      for (const test of result.assertionResults ?? []) {
        if (test.status === 'failed') failures.push(`${name} › ${test.fullName}`);
      }
      if (result.status === 'failed' && !(result.assertionResults ?? []).some((t) => t.status === 'failed')) {
        failures.push(`${name}: ${String(result.message ?? 'failed to run').split('\n')[0]}`);
      }
    }
  } else if (report.stats) {
    // Playwright: "expected" passed, "unexpected" failed, "flaky" passed only on retry.
    passed += report.stats.expected;
    failed += report.stats.unexpected + report.stats.flaky + (report.errors?.length ?? 0);
    for (const suite of report.suites ?? []) playwrightFailures(suite, suite.file);
    for (const error of report.errors ?? []) failures.push(`browser tests: ${String(error.message ?? '').split('\n')[0]}`);
  }
}
for (const failure of failures) console.error(`failed: ${failure}`);
console.log(`${passed} ${failed}`);
