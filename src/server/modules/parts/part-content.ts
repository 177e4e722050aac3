/**
 * A part page's content: everything it shows except offers, prices and fit verdicts — the part's row,
 * its specifications, fitments, interchange numbers and reviews, and "You may also like" for a
 * shopper without a vehicle. It changes only when the catalog is edited, which moves the part content
 * revision, so it may be kept in memory (part-page-cache.ts) while that revision holds.
 */
import type { Database } from '../../db/client';
import { retryOnPrimaryIfReplicaFails } from '../../db/read-replicas';
import * as queries from './parts.queries';

export const RELATED_PARTS = 4;

export type PartExtras = queries.DetailExtrasRow;

export interface PartContent {
  part: queries.PartRow;
  extras: PartExtras;
  /** The related parts for no vehicle in particular, best first. */
  related: queries.PartRow[];
}

/** Rows in the order of `ids`, leaving out ids without a row (a part deleted meanwhile). */
export function inIdOrder(rows: readonly queries.PartRow[], ids: readonly number[]): queries.PartRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** The content of one part, or null when there is no such part. */
export async function loadPartContent(db: Database, partId: number): Promise<PartContent | null> {
  const [extras, relatedIds] = await Promise.all([
    queries.findDetailExtras(db, partId),
    queries.findRelatedPartIds(db, partId, RELATED_PARTS),
  ]);
  if (!extras) return null;
  const rows = await queries.findParts(db, [partId, ...relatedIds]);
  const part = rows.find((row) => row.id === partId);
  if (!part) return null;
  return { part, extras, related: inIdOrder(rows, relatedIds) };
}

/**
 * The content of the part with this slug and the revision it belongs to, read on one connection: with
 * read replicas, the revision and the content come from the same server, so content is never kept
 * under a revision newer than itself. The revision is read first: an edit committed meanwhile can only
 * make the content newer than its revision says, and the next request then reads it again.
 */
export async function loadPartContentBySlug(db: Database, slug: string): Promise<{ revision: number; content: PartContent | null }> {
  return retryOnPrimaryIfReplicaFails(() =>
    db.transaction(async (tx) => {
      const revision = await queries.readPartContentRevision(tx);
      const id = await queries.findPartIdBySlug(tx, slug);
      return { revision, content: id === null ? null : await loadPartContent(tx, id) };
    }),
  );
}
