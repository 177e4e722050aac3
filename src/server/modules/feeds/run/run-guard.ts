/**
 * Runs in progress in this process, per database and vendor slug. The database lock (an advisory
 * lock held by the run's transaction) keeps processes apart; this keeps runs of one process apart,
 * decided at once, before any query: on the embedded database every query waits while a run's
 * transaction is open, so a second run would otherwise queue behind the first instead of being refused.
 */
import type { Database } from '../../../db/client';

const running = new WeakMap<Database, Set<string>>();

export function claimVendor(db: Database, vendorSlug: string): boolean {
  let vendors = running.get(db);
  if (!vendors) running.set(db, (vendors = new Set()));
  if (vendors.has(vendorSlug)) return false;
  vendors.add(vendorSlug);
  return true;
}

export function releaseVendor(db: Database, vendorSlug: string): void {
  running.get(db)?.delete(vendorSlug);
}

export function isVendorRunning(db: Database, vendorSlug: string): boolean {
  return running.get(db)?.has(vendorSlug) ?? false;
}
