import type {
  AdminPromotion,
  AdminPromotionsQuery,
  AdminPromotionsResponse,
  PromotionCreate,
  PromotionPatch,
} from '@shared/schemas/admin-promotions';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { fieldError } from '../console';
import { changedFields, recordAudit, type AuditActor } from '../operators';
import {
  deletePromotion,
  findPromotion,
  findPromotionsPage,
  insertPromotion,
  lockPromotion,
  partExists,
  updatePromotion,
  type PromotionRow,
} from './promotions.queries';

type PromotionView = NonNullable<Awaited<ReturnType<typeof findPromotion>>>;

function toAdminPromotion(row: PromotionView): AdminPromotion {
  return { ...row, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt ? row.endsAt.toISOString() : null };
}

/** What the audit log shows of a placement. */
const auditable = (row: PromotionRow) => ({
  partId: row.partId,
  placement: row.placement,
  label: row.label,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt ? row.endsAt.toISOString() : null,
  priority: row.priority,
});

/**
 * Featured placements: which part fills a labelled featured slot, where and when. Nothing here touches
 * a price or the organic order (decision 007); search reads the active placements at each request.
 */
export function createPromotionsService(db: Database) {
  async function get(id: number): Promise<AdminPromotion> {
    const row = await findPromotion(db, id);
    if (!row) throw new HttpError(404, `No promotion with id ${id}`);
    return toAdminPromotion(row);
  }

  return {
    async list(query: AdminPromotionsQuery): Promise<AdminPromotionsResponse> {
      const { rows, total } = await findPromotionsPage(db, query);
      return { items: rows.map(toAdminPromotion), total, page: query.page, pageSize: query.pageSize };
    },

    get,

    async create(input: PromotionCreate, actor: AuditActor): Promise<AdminPromotion> {
      const id = await db.transaction(async (tx) => {
        if (!(await partExists(tx, input.partId))) throw fieldError('partId', `no catalog part has id ${input.partId}`);
        const row = await insertPromotion(tx, {
          partId: input.partId,
          placement: input.placement ?? 'search',
          label: input.label,
          startsAt: new Date(input.startsAt),
          endsAt: input.endsAt ? new Date(input.endsAt) : null,
          priority: input.priority ?? 0,
        });
        await recordAudit(tx, { operator: actor, action: 'promotion.created', entity: 'promotion', entityId: row.id, before: null, after: auditable(row) });
        return row.id;
      });
      return get(id);
    },

    async update(id: number, patch: PromotionPatch, actor: AuditActor): Promise<AdminPromotion> {
      await db.transaction(async (tx) => {
        const current = await lockPromotion(tx, id);
        if (!current) throw new HttpError(404, `No promotion with id ${id}`);
        if (patch.partId !== undefined && !(await partExists(tx, patch.partId))) throw fieldError('partId', `no catalog part has id ${patch.partId}`);
        const startsAt = patch.startsAt !== undefined ? new Date(patch.startsAt) : current.startsAt;
        const endsAt = patch.endsAt !== undefined ? (patch.endsAt ? new Date(patch.endsAt) : null) : current.endsAt;
        if (endsAt && endsAt <= startsAt) throw fieldError('endsAt', 'must be after the start');
        const updated = await updatePromotion(tx, id, {
          ...(patch.partId !== undefined ? { partId: patch.partId } : {}),
          ...(patch.placement !== undefined ? { placement: patch.placement } : {}),
          ...(patch.label !== undefined ? { label: patch.label } : {}),
          ...(patch.priority !== undefined ? { priority: patch.priority } : {}),
          startsAt,
          endsAt,
        });
        const { before, after } = changedFields(auditable(current), auditable(updated));
        if (Object.keys(after).length === 0) return;
        await recordAudit(tx, { operator: actor, action: 'promotion.updated', entity: 'promotion', entityId: id, before, after });
      });
      return get(id);
    },

    async remove(id: number, actor: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await lockPromotion(tx, id);
        if (!current) throw new HttpError(404, `No promotion with id ${id}`);
        await deletePromotion(tx, id);
        await recordAudit(tx, { operator: actor, action: 'promotion.deleted', entity: 'promotion', entityId: id, before: auditable(current), after: null });
      });
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
