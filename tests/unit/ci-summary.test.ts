import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/ci-summary.mjs');

/** A Vitest JSON report: one file with a passed and, optionally, a failed test. */
const vitestReport = (failed: boolean) => ({
  numPassedTests: 1,
  numFailedTests: failed ? 1 : 0,
  success: !failed,
  testResults: [
    {
      name: path.join(process.cwd(), 'tests/api/example.test.ts'),
      status: failed ? 'failed' : 'passed',
      assertionResults: [
        { fullName: 'example answers', status: 'passed' },
        ...(failed ? [{ fullName: 'example refuses bad input', status: 'failed' }] : []),
      ],
    },
  ],
});

/** A Playwright JSON report: a file suite holding a describe block with two specs. */
const playwrightReport = (failed: boolean) => ({
  stats: { expected: failed ? 1 : 2, unexpected: failed ? 1 : 0, flaky: 0 },
  errors: [],
  suites: [
    {
      file: 'shop.spec.ts',
      specs: [],
      suites: [
        {
          title: 'the shop',
          specs: [
            { title: 'opens', ok: true, file: 'shop.spec.ts' },
            { title: 'sells nothing', ok: !failed, file: 'shop.spec.ts' },
          ],
        },
      ],
    },
  ],
});

describe('scripts/ci-summary.mjs', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const summarise = (reports: Record<string, unknown>) => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ci-summary-'));
    for (const [name, report] of Object.entries(reports)) writeFileSync(path.join(dir, name), JSON.stringify(report));
    const run = spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
    return { stdout: run.stdout.trim(), stderr: run.stderr.trim() };
  };

  it('adds up the passed and failed tests of every report, and names nothing when all passed', () => {
    expect(summarise({ 'unit.json': vitestReport(false), 'e2e.json': playwrightReport(false) })).toEqual({ stdout: '3 0', stderr: '' });
  });

  it('names each failed test on stderr, so the end of a CI log says which ones they were', () => {
    const { stdout, stderr } = summarise({ 'unit.json': vitestReport(true), 'e2e.json': playwrightReport(true) });
    expect(stdout).toBe('2 2');
    expect(stderr.split('\n').sort()).toEqual([
      'failed: shop.spec.ts › sells nothing',
      'failed: tests/api/example.test.ts › example refuses bad input',
    ]);
  });

  it('counts a report that failed without a failed test as one failure', () => {
    const crashed = { ...vitestReport(false), success: false, numRuntimeErrors: 0 };
    expect(summarise({ 'unit.json': crashed }).stdout).toBe('1 1');
    // The script itself never fails on a report it can read.
    expect(() => execFileSync(process.execPath, [SCRIPT, dir])).not.toThrow();
  });
});
