/**
 * `npm run vendors:sim`: the vendor simulator as a process of its own, on loopback, serving every
 * vendor of the catalog (JSON search APIs and Merchant Center feeds) with its latency and failure
 * profile. `npm start` on the demo catalog runs the same simulator in-process, or uses this one when
 * it is already listening on the port.
 *
 * The catalog is a snapshot taken at start with one read-only query: from DATABASE_URL, or from a
 * copy of the PGlite data directory (an embedded database belongs to one process, and the server may
 * be running on it).
 *
 *   --port N          default VENDOR_SIM_PORT or 5100
 *   --profiles FILE   JSON {"vendor-slug": "fast" | "slow" | ... | {"latencyMs": [50, 200], "errorRate": 0.1}}
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { simulatorQuery } from '../src/demo/vendor-network';
import { loadCatalogSnapshot, parseProfile, startVendorSimulator, type VendorProfile } from '../src/vendor-sim';

const { values } = parseArgs({ options: { port: { type: 'string' }, profiles: { type: 'string' } } });
const port = Number(values.port ?? process.env.VENDOR_SIM_PORT ?? 5100);
if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port must be a port number, not ${values.port}`);

function readProfiles(file: string | undefined): Record<string, VendorProfile> | undefined {
  if (!file) return undefined;
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(raw).map(([slug, value]) => [slug, parseProfile(value)]));
}

async function openCatalogDatabase(): Promise<{ handle: DatabaseHandle; cleanup: () => void }> {
  if (process.env.DATABASE_URL) return { handle: await openDatabase({ url: process.env.DATABASE_URL, poolSize: 1 }), cleanup: () => {} };
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  if (!existsSync(dataDir)) throw new Error(`no database at ${dataDir}: run \`npm start\` once to create the demo catalog`);
  const copy = mkdtempSync(path.join(os.tmpdir(), 'pitlane-sim-catalog-'));
  cpSync(dataDir, copy, { recursive: true });
  return { handle: await openDatabase({ dataDir: copy }), cleanup: () => rmSync(copy, { recursive: true, force: true }) };
}

const profiles = readProfiles(values.profiles);
const { handle, cleanup } = await openCatalogDatabase();
let catalog;
try {
  catalog = await loadCatalogSnapshot(simulatorQuery(handle.db));
} finally {
  await handle.close();
  cleanup();
}

const simulator = await startVendorSimulator({ catalog, port, profiles });
console.log(`Vendor simulator on ${simulator.baseUrl} (loopback only)`);
for (const vendor of catalog.vendors) {
  console.log(`  ${vendor.slug.padEnd(26)} ${String(vendor.items.length).padStart(5)} items   /v/${vendor.slug}/search  /v/${vendor.slug}/api/v2/products  /v/${vendor.slug}/feed.xml`);
}
if (catalog.vendors.length === 0) console.log('  (the catalog has no listings: every vendor answers with no offers)');

const stop = () => void simulator.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
