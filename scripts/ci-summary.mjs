// Adds up the test counts of every Vitest and Playwright JSON report in a folder: prints "passed failed".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'ci-results';
let passed = 0;
let failed = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrors ?? 0) + (report.success === false && report.numFailedTests === 0 ? 1 : 0);
  } else if (report.stats) {
    // Playwright: "expected" passed, "unexpected" failed, "flaky" passed only on retry.
    passed += report.stats.expected;
    failed += report.stats.unexpected + report.stats.flaky + (report.errors?.length ?? 0);
  }
}
console.log(`${passed} ${failed}`);
