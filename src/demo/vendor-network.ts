/**
 * Demo harness: while the demo catalog is in use, the vendor simulator stands in for the retailer
 * network (in this process, on loopback, from a snapshot of the catalog), the demo vendors'
 * connectors point at it, and the feed-backed ones fetch their feeds from it. `main.ts` imports this
 * file only when VENDOR_SIM is on; the server's modules never import it. A simulator already
 * listening on the port (`npm run vendors:sim`) is used as it is.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { AnyRow, queryRows } from '../server/db/query';
import { readSetting } from '../server/db/settings';
import type { RunQuery } from '../vendor-sim/catalog';
import { launchSimulator } from '../vendor-sim/launch';
import { configureDemoConnectors } from './demo-connectors';
import { configureDemoFeeds } from './demo-feeds';

/**
 * How the simulator reads its catalog snapshot from `db`. It hands over its own SQL text and reads the
 * columns itself (`catalogFromRows`), so the row's shape is the simulator's to know.
 */
export const simulatorQuery =
  (db: Database): RunQuery =>
  (text) =>
    queryRows(db, AnyRow, sql.raw(text));

export async function startDemoVendorNetwork(db: Database, port: number) {
  if ((await readSetting(db, 'catalog_source')) !== 'demo') return null;
  const simulator = await launchSimulator(simulatorQuery(db), { port });
  const configured = await configureDemoConnectors(db, simulator.baseUrl);
  await configureDemoFeeds(db, simulator.baseUrl);
  return { ...simulator, configured };
}
