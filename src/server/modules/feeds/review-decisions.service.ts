import type { ReviewCreatePart, ReviewItem, ReviewQueueQuery, ReviewQueueResponse } from '@shared/schemas/admin-review';
import { centsToAmount } from '@shared/rules/money';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { fieldError } from '../console';
import { gtinKey, upsertOffers } from '../listings';
import { createPart } from '../catalog-admin';
import { recordAudit, type AuditActor, type DatabaseOrTransaction } from '../operators';
import { findPartSummary, findReviewPage, lockEntries, markDismissed, markLinked, rememberGtins, type ReviewEntryRow } from './review-decisions.queries';

type PageRow = Awaited<ReturnType<typeof findReviewPage>>['rows'][number];

function toReviewItem(row: PageRow): ReviewItem {
  const { item } = row;
  return {
    id: item.id,
    vendorId: item.vendorId,
    vendorSlug: row.vendorSlug,
    vendorName: row.vendorName,
    vendorSku: item.vendorSku,
    reason: item.reason,
    title: item.title,
    brand: item.brand,
    mpn: item.mpn,
    gtin: item.gtin,
    numbers: item.numbers,
    productType: item.productType,
    link: item.link,
    price: centsToAmount(item.priceCents),
    status: item.status,
    linkedPart: row.part?.id ? row.part : null,
    firstSeenAt: item.firstSeenAt.toISOString(),
    lastSeenAt: item.lastSeenAt.toISOString(),
  };
}

/** An entry's decision as the audit log shows it: its status, and the linked part when there is one. */
const snapshot = (entry: { status: string; linkedPartId: number | null }) => ({ status: entry.status, ...(entry.linkedPartId ? { linkedPartId: entry.linkedPartId } : {}) });

async function entriesOrFail(tx: DatabaseOrTransaction, ids: readonly number[]): Promise<ReviewEntryRow[]> {
  const unique = [...new Set(ids)];
  const entries = await lockEntries(tx, unique);
  if (entries.length !== unique.length) {
    const missing = unique.filter((id) => !entries.some((e) => e.id === id));
    throw new HttpError(404, `No review-queue entry with id ${missing.join(', ')}`);
  }
  return entries;
}

/**
 * Lists the linked items on their part now, from what their last run said (price, link, title), by the
 * one listing upsert path: the link wins over the items' numbers there, and in every later run.
 */
async function listOnLinkedPart(tx: DatabaseOrTransaction, entries: readonly ReviewEntryRow[]): Promise<void> {
  const byVendor = new Map<number, ReviewEntryRow[]>();
  for (const entry of entries) byVendor.set(entry.vendorId, [...(byVendor.get(entry.vendorId) ?? []), entry]);
  for (const [vendorId, items] of byVendor) {
    await upsertOffers(
      tx as Database,
      vendorId,
      items.map((e) => ({
        vendorSku: e.vendorSku,
        partName: e.title,
        partNumber: e.mpn ?? e.numbers[0] ?? e.vendorSku,
        otherNumbers: e.numbers,
        brand: e.brand,
        priceCents: e.priceCents,
        productUrl: e.link,
      })),
      { source: 'feed' },
    );
  }
}

export function createReviewDecisionsService(db: Database) {
  async function link(ids: readonly number[], partId: number, actor: AuditActor, tx: DatabaseOrTransaction): Promise<number> {
    const part = await findPartSummary(tx, partId);
    if (!part) throw fieldError('partId', `no catalog part has id ${partId}`);
    const entries = await entriesOrFail(tx, ids);
    await markLinked(tx, ids, partId);
    await listOnLinkedPart(tx, entries);
    const gtinOf = (entry: ReviewEntryRow) => gtinKey(entry.gtin);
    const learned = new Set(await rememberGtins(tx, entries.flatMap((e) => gtinOf(e) ?? []), partId));
    for (const entry of entries) {
      await recordAudit(tx, {
        operator: actor,
        action: 'review.linked',
        entity: 'unmatched_offer',
        entityId: entry.id,
        before: snapshot(entry),
        after: {
          status: 'linked',
          linkedPartId: partId,
          part: part.partNumber,
          vendorSku: entry.vendorSku,
          ...(learned.has(gtinOf(entry) ?? '') ? { gtinRecorded: gtinOf(entry) } : {}),
        },
      });
    }
    return entries.length;
  }

  return {
    async list(query: ReviewQueueQuery): Promise<ReviewQueueResponse> {
      const { rows, total } = await findReviewPage(db, query);
      return { items: rows.map(toReviewItem), total, page: query.page, pageSize: query.pageSize };
    },

    async link(ids: readonly number[], partId: number, actor: AuditActor): Promise<{ changed: number }> {
      return { changed: await db.transaction((tx) => link(ids, partId, actor, tx)) };
    },

    /** Dismissed entries stay out of the queue when later runs see their items again. */
    async dismiss(ids: readonly number[], actor: AuditActor): Promise<{ changed: number }> {
      const changed = await db.transaction(async (tx) => {
        const entries = await entriesOrFail(tx, ids);
        await markDismissed(tx, ids);
        for (const entry of entries) {
          await recordAudit(tx, {
            operator: actor,
            action: 'review.dismissed',
            entity: 'unmatched_offer',
            entityId: entry.id,
            before: snapshot(entry),
            after: { status: 'dismissed', vendorSku: entry.vendorSku },
          });
        }
        return entries.length;
      });
      return { changed };
    },

    /** A new catalog part made from the entry, which is then linked to it; both audited, in one transaction. */
    async createPartFrom(id: number, input: ReviewCreatePart, actor: AuditActor) {
      return db.transaction(async (tx) => {
        await entriesOrFail(tx, [id]);
        const part = await createPart(tx, input, actor);
        await link([id], part.id, actor, tx);
        return { partId: part.id, slug: part.slug, partNumber: part.partNumber };
      });
    },
  };
}

export type ReviewDecisionsService = ReturnType<typeof createReviewDecisionsService>;
