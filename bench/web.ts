/**
 * `npm run bench:web`: builds the web app, serves the production build on loopback (gate on, logged
 * in), runs Lighthouse in mobile emulation on the key pages and prints their scores and the
 * JavaScript bundle sizes. BENCH_WEB_PORT and BENCH_WEB_VENDOR_SIM_PORT move it off its default ports.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { root } from './support';
import { measureBundle } from './web-bundle';
import { openLighthouse, type PageScore } from './web-lighthouse';
import { startWebServer } from './web-server';

const TARGETS = { performance: 95, accessibility: 100, lcpMs: 1500, tbtMs: 100, initialJsGzipKb: 120 };
const PORT = Number(process.env.BENCH_WEB_PORT ?? 5093);
const VENDOR_SIM_PORT = Number(process.env.BENCH_WEB_VENDOR_SIM_PORT ?? 6093);
// Its own build folder: the browser-test servers and `npm start` keep theirs.
const WEB_DIST = process.env.BENCH_WEB_DIST ?? 'dist/web-bench';
// Full reports, for looking into a figure; scratch/ is not committed.
const REPORT_DIR = path.resolve(root, process.env.BENCH_WEB_REPORTS ?? 'scratch/lighthouse');

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function build(): void {
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST },
  });
}

/** The pages measured: a product slug and part number are looked up so the pages show real data. */
async function pagesToMeasure(origin: string, cookie: string): Promise<string[]> {
  const response = await fetch(`${origin}/api/parts/search?q=brake+pads`, { headers: { cookie } });
  const body = (await response.json()) as { parts?: { slug: string }[] };
  const slug = body.parts?.[0]?.slug;
  if (!slug) throw new Error('the demo catalog has no brake pads to measure a product page with');
  return ['/', '/search?q=brake+pads', '/part/11621259307', `/product/${slug}`, '/knowledge-base'];
}

function printScores(scores: PageScore[]): void {
  console.log('\npage                                      perf  a11y   FCP ms   LCP ms   TBT ms    CLS');
  for (const s of scores) {
    console.log(
      `${s.path.padEnd(40)} ${String(s.performance).padStart(5)} ${String(s.accessibility).padStart(5)} ` +
        `${s.fcpMs.toFixed(0).padStart(8)} ${s.lcpMs.toFixed(0).padStart(8)} ${s.tbtMs.toFixed(0).padStart(8)} ${s.cls.toFixed(3).padStart(6)}`,
    );
    if (s.accessibilityFailures.length) console.log(`${''.padEnd(41)}accessibility failures: ${s.accessibilityFailures.join(', ')}`);
  }
}

function verdict(scores: PageScore[], initialGzipBytes: number): string[] {
  const missed: string[] = [];
  for (const s of scores) {
    if (![s.fcpMs, s.lcpMs, s.tbtMs, s.cls].every(Number.isFinite)) missed.push(`${s.path}: Lighthouse could not measure it`);
    if (s.performance < TARGETS.performance) missed.push(`${s.path}: performance ${s.performance} < ${TARGETS.performance}`);
    if (s.accessibility < TARGETS.accessibility) missed.push(`${s.path}: accessibility ${s.accessibility} < ${TARGETS.accessibility}`);
    if (s.lcpMs > TARGETS.lcpMs) missed.push(`${s.path}: LCP ${s.lcpMs.toFixed(0)} ms > ${TARGETS.lcpMs} ms`);
    if (s.tbtMs > TARGETS.tbtMs) missed.push(`${s.path}: TBT ${s.tbtMs.toFixed(0)} ms > ${TARGETS.tbtMs} ms`);
  }
  if (initialGzipBytes / 1024 > TARGETS.initialJsGzipKb) missed.push(`initial JS ${kb(initialGzipBytes)} KB gz > ${TARGETS.initialJsGzipKb} KB`);
  return missed;
}

console.log(`Building the web app into ${WEB_DIST}...`);
build();
const bundle = measureBundle(path.resolve(root, WEB_DIST));
console.log('\nJavaScript chunks (gzip level 9, largest first):');
for (const chunk of bundle.chunks) console.log(`  ${kb(chunk.gzipBytes).padStart(7)} KB gz  ${kb(chunk.bytes).padStart(7)} KB  ${chunk.file}`);
console.log('\nLoaded before the first paint of the home page (entry + modulepreload):');
for (const chunk of bundle.initial) console.log(`  ${kb(chunk.gzipBytes).padStart(7)} KB gz  ${chunk.file}`);
console.log(`  total ${kb(bundle.initialGzipBytes)} KB gz (target ≤ ${TARGETS.initialJsGzipKb} KB)`);

const server = await startWebServer({ port: PORT, vendorSimPort: VENDOR_SIM_PORT, webDist: WEB_DIST });
try {
  const cookieHeader = `${server.sessionCookie.name}=${server.sessionCookie.value}`;
  const pages = await pagesToMeasure(server.origin, cookieHeader);
  const lighthouseSession = await openLighthouse(server.origin, server.sessionCookie, REPORT_DIR);
  const scores: PageScore[] = [];
  try {
    for (const page of pages) scores.push(await lighthouseSession.measure(page));
  } finally {
    await lighthouseSession.close();
  }
  printScores(scores);
  console.log(`\nFull reports: ${path.relative(root, REPORT_DIR)}/*.json`);
  const [one, five, fifteen] = os.loadavg().map((load) => load.toFixed(2));
  console.log(`\nLighthouse: mobile emulation, simulated throttling; load average ${one}, ${five}, ${fifteen} on ${os.cpus().length} CPUs`);
  const missed = verdict(scores, bundle.initialGzipBytes);
  console.log(missed.length ? `\nTargets missed:\n  ${missed.join('\n  ')}` : '\nAll targets met.');
} finally {
  await server.stop();
}
