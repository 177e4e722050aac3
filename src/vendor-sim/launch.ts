/** Starting the simulator on a database's catalog: shared by `npm start` (in-process) and `npm run vendors:sim`. */
import { loadCatalogSnapshot, type RunQuery } from './catalog';
import type { VendorProfile } from './profiles';
import { startVendorSimulator } from './server';

export interface LaunchedSimulator {
  baseUrl: string;
  vendors: number;
  items: number;
  /** The port was taken by a simulator already running (`npm run vendors:sim`); it is used instead. */
  reused: boolean;
  close(): Promise<void>;
}

export async function launchSimulator(
  runQuery: RunQuery,
  options: { port: number; profiles?: Record<string, VendorProfile> },
): Promise<LaunchedSimulator> {
  const catalog = await loadCatalogSnapshot(runQuery);
  const items = catalog.vendors.reduce((sum, v) => sum + v.items.length, 0);
  try {
    const sim = await startVendorSimulator({ catalog, port: options.port, profiles: options.profiles });
    return { baseUrl: sim.baseUrl, vendors: catalog.vendors.length, items, reused: false, close: sim.close };
  } catch (err) {
    if ((err as { code?: string }).code !== 'EADDRINUSE') throw err;
    const baseUrl = `http://127.0.0.1:${options.port}`;
    return { baseUrl, vendors: catalog.vendors.length, items, reused: true, close: async () => {} };
  }
}
