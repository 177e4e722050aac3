/**
 * `npm run audit:offers`: walks the whole catalog through the public API and prints, per rule of the
 * offer rule (src/shared/rules/best-offer.ts), how many parts break it; exits 1 when any count is not 0.
 *
 * It opens the database the server would (DATABASE_URL, else the embedded one in DATA_DIR), migrates it,
 * seeds the demo catalog when it holds none, and builds the server in-process with the gate off: every
 * page of the price sorts (ascending and descending) through GET /api/parts/search, through the same
 * routes, schemas and serializers as a visitor. The JSON-LD check runs for every part on the answer
 * the API gave, through the builder the product page's first HTML uses, and on the first HTML itself
 * of up to --product-pages product pages (default: all), spread evenly over the catalog: a product page
 * also looks up related parts, which on a 200k catalog takes too long to fetch every one.
 *
 *   DATA_DIR=$(mktemp -d) npm run audit:offers                                  the demo catalog, fresh
 *   DATABASE_URL=postgres://…/bench npm run audit:offers -- --product-pages 2000 the 200k benchmark catalog
 *   --concurrency N   search pages and product pages fetched at once (default 4)
 *   --sorts asc|desc  walk one price sort only (default both; both must list the same number of parts)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { seedDemoCatalog } from '../src/demo/seed/demo-catalog';
import { ConfigError, loadEnv } from '../src/server/env';
import { productPageHead } from '../src/shared/rules/page-head';
import type { SearchResponse } from '../src/shared/schemas/search';
import type { PartWithListings } from '../src/shared/schemas/parts';
import {
  featuredInResults,
  jsonLdLowPrice,
  jsonLdReviewCount,
  PART_CHECKS,
  priceSortOutOfOrder,
  RULES,
  type Rule,
} from './audit/offer-checks';

const PAGE_SIZE = 50;
/** Enough of the built web app for the server to serve a page's first HTML with its head. */
const SHELL = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Pitlane</title></head><body><div id="root"></div></body></html>';

const { values: args } = parseArgs({
  options: { concurrency: { type: 'string', default: '4' }, 'product-pages': { type: 'string' }, sorts: { type: 'string', default: 'asc,desc' } },
});
/** The price sorts to walk: both by default; one alone splits a long walk over two runs. */
const sorts = args.sorts.split(',').map((sort) => sort.trim());
if (sorts.length === 0 || sorts.some((sort) => sort !== 'asc' && sort !== 'desc')) {
  console.error(`--sorts takes asc, desc or asc,desc, not "${args.sorts}"`);
  process.exit(2);
}
const concurrency = Math.max(1, Number(args.concurrency) || 4);
const productPageLimit = args['product-pages'] === undefined ? Infinity : Math.max(0, Number(args['product-pages']) || 0);

/** Violating parts per rule (a part counts once per rule). */
const violations = new Map<Rule, Set<number | string>>(Object.keys(RULES).map((rule) => [rule as Rule, new Set()]));
const flag = (rule: Rule, key: number | string) => violations.get(rule)!.add(key);
/** The counts so far, for progress lines: a long walk stopped part-way still tells what it found. */
function soFar(): string {
  const found = [...violations].filter(([, keys]) => keys.size > 0).map(([rule, keys]) => `${rule} ${keys.size}`);
  return found.length === 0 ? 'no violations so far' : `so far: ${found.join(', ')}`;
}

/**
 * A GET through the app, asked again (up to 4 times, waiting longer each time) when it answers 503: on
 * a busy machine a query can wait past the pool's connect timeout, which says nothing about the rule.
 */
async function inject(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  for (let attempt = 1; ; attempt++) {
    const response = await app.inject({ url, headers });
    if (response.statusCode !== 503 || attempt === 4) return response;
    await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
  }
}

async function searchPage(app: FastifyInstance, sort: string, page: number): Promise<SearchResponse> {
  const response = await inject(app, `/api/parts/search?sort=${sort}&pageSize=${PAGE_SIZE}&page=${page}`);
  if (response.statusCode !== 200) throw new Error(`search ${sort} page ${page}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
  return response.json<SearchResponse>();
}

/** Every part in one price sort, page by page, checking each part, each page and each pair of neighbours. */
async function walkPriceSort(app: FastifyInstance, direction: 'asc' | 'desc', parts: Map<number, PartWithListings>): Promise<number> {
  let previous: PartWithListings | null = null;
  let seen = 0;
  // Up to --concurrency pages asked for ahead, checked in page order: the database works on the next
  // pages while this one is checked.
  const ahead: Promise<SearchResponse>[] = [];
  let asked = 0;
  const askAhead = () => {
    while (ahead.length < concurrency) {
      const answer = searchPage(app, `price_${direction}`, ++asked);
      answer.catch(() => {}); // told when its turn comes, not as an unhandled rejection before
      ahead.push(answer);
    }
  };
  for (let page = 1; ; page++) {
    askAhead();
    const answer = await ahead.shift()!;
    if (answer.parts.length === 0) {
      await Promise.allSettled(ahead);
      break;
    }
    if (featuredInResults(answer) > 0) flag('featuredInResults', `${direction}:${page}`);
    for (const part of answer.parts) {
      for (const [rule, check] of PART_CHECKS) if (check(part)) flag(rule, part.id);
      if (previous && priceSortOutOfOrder(previous, part, direction)) flag('priceSortOutOfOrder', part.id);
      previous = part;
      parts.set(part.id, part);
      seen++;
    }
    if (page % 200 === 0) console.error(`  price_${direction}: ${seen} of ${answer.total} parts (${soFar()})`);
  }
  return seen;
}

function jsonLdOf(html: string): Record<string, unknown> | null {
  const text = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

function checkJsonLd(part: PartWithListings, jsonLd: Record<string, unknown> | null): void {
  if (jsonLdLowPrice(part, jsonLd)) flag('jsonLdLowPrice', part.id);
  if (jsonLdReviewCount(part, jsonLd)) flag('jsonLdReviewCount', part.id);
}

/**
 * Product pages' JSON-LD against the lowest price and review count the page shows: for every part
 * through the builder the page's first HTML uses, on the part as the API sent it; and on the first HTML
 * of `limit` pages spread over the catalog. Returns how many pages were fetched.
 */
async function walkProductPages(app: FastifyInstance, parts: PartWithListings[], limit: number): Promise<number> {
  for (const part of parts) checkJsonLd(part, productPageHead(part, 'http://audit').jsonLd);
  const step = parts.length <= limit ? 1 : parts.length / limit;
  const sample = Array.from({ length: Math.min(parts.length, limit) }, (_, i) => parts[Math.floor(i * step)]!);
  let next = 0;
  const worker = async () => {
    while (next < sample.length) {
      const part = sample[next++]!;
      const response = await inject(app, `/product/${part.slug}`, { accept: 'text/html' });
      checkJsonLd(part, response.statusCode === 200 ? jsonLdOf(response.body) : null);
      if (next % 500 === 0) console.error(`  product pages: ${next} of ${sample.length} (${soFar()})`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return sample.length;
}

async function main(): Promise<number> {
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR), freshnessMaxAgeHours: env.FRESHNESS_MAX_AGE_HOURS });
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'pitlane-audit-'));
  writeFileSync(path.join(webRoot, 'index.html'), SHELL);
  let app: FastifyInstance | null = null;
  try {
    await database.migrate();
    if ((await seedDemoCatalog(database.db)).seeded) console.error('demo catalog seeded');
    app = await buildApp({
      db: database.db,
      databaseKind: database.kind,
      // The SQL search answers until the index has loaded; both must order alike (decision 005).
      searchIndex: env.SEARCH_INDEX,
      gate: { enabled: false, username: 'audit', passwordHash: '' },
      sessionSecret: 'offer-audit-session-secret-not-used-with-the-gate-off',
      webRoot,
      logLevel: 'warn',
    });
    const started = Date.now();
    const parts = new Map<number, PartWithListings>();
    const counts: number[] = [];
    for (const sort of sorts) counts.push(await walkPriceSort(app, sort as 'asc' | 'desc', parts));
    if (new Set(counts).size > 1) throw new Error(`the two sorts listed ${counts.join(' and ')} parts`);
    const pages = await walkProductPages(app, [...parts.values()], productPageLimit);

    const offers = [...parts.values()].reduce((n, p) => n + p.listings.length, 0);
    console.log(
      `offer audit: ${parts.size} parts, ${offers} offers, ${pages} product pages fetched (${database.kind}, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    let total = 0;
    for (const [rule, keys] of violations) {
      total += keys.size;
      console.log(`${String(keys.size).padStart(8)}  ${rule}: ${RULES[rule]}`);
    }
    console.log(total === 0 ? 'offer audit: no violations' : `offer audit: ${total} violations`);
    return total === 0 ? 0 : 1;
  } finally {
    await app?.close();
    await database.close();
    rmSync(webRoot, { recursive: true, force: true });
  }
}

try {
  process.exitCode = await main();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exitCode = 2;
}
