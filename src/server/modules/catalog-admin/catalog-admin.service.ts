import type {
  AdminPart,
  AdminPartsQuery,
  AdminPartsResponse,
  CatalogChoices,
  FitmentCreate,
  NumberCreate,
  PartLookupResponse,
  PartPatch,
} from '@shared/schemas/admin-catalog';
import type { ReviewCreatePart } from '@shared/schemas/admin-review';
import { normalizePartNumber } from '@shared/rules/part-number';
import { slugify } from '@shared/rules/text';
import type { Database } from '../../db/client';
import { refreshPartDerived } from '../../db/derived';
import { HttpError } from '../../http/http-error';
import { fieldError } from '../console';
import { changedFields, recordAudit, type AuditActor, type DatabaseOrTransaction } from '../operators';
import {
  categoryExists,
  deleteFitment,
  deleteNumber,
  findCatalogChoices,
  findModel,
  findPartDetail,
  findPartsPage,
  insertFitment,
  insertNumber,
  insertPart,
  lockPart,
  lookupParts,
  slugExists,
  updatePart,
  type PartRow,
} from './catalog-admin.queries';

const LOOKUP_LIMIT = 10;

/** The fields an operator edits, as the audit log shows them. */
const editable = (part: PartRow) => ({
  name: part.name,
  brand: part.brand,
  partNumber: part.partNumber,
  description: part.description,
  categoryId: part.categoryId,
  imageUrl: part.imageUrl,
});

/** A slug no other part has: the name and number, then -2, -3... */
async function freeSlug(tx: DatabaseOrTransaction, name: string, partNumber: string): Promise<string> {
  const base = slugify(`${name} ${partNumber}`).slice(0, 120) || 'part';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugExists(tx, slug))) return slug;
  }
}

/** The part's search text and search row follow its details, fitments and numbers. */
const refresh = (tx: DatabaseOrTransaction, partId: number) => refreshPartDerived(tx as Database, [partId]);

async function lockOrFail(tx: DatabaseOrTransaction, id: number): Promise<PartRow> {
  const part = await lockPart(tx, id);
  if (!part) throw new HttpError(404, `No part with id ${id}`);
  return part;
}

/** A new catalog part (from the review queue), audited with the caller's transaction. */
export async function createPart(tx: DatabaseOrTransaction, input: ReviewCreatePart, actor: AuditActor): Promise<PartRow> {
  if (!(await categoryExists(tx, input.categoryId))) throw fieldError('categoryId', `no category has id ${input.categoryId}`);
  const part = await insertPart(tx, {
    name: input.name,
    brand: input.brand,
    partNumber: input.partNumber,
    partNumberNormalized: normalizePartNumber(input.partNumber),
    categoryId: input.categoryId,
    description: input.description ?? '',
    slug: await freeSlug(tx, input.name, input.partNumber),
  });
  await refresh(tx, part.id);
  await recordAudit(tx, { operator: actor, action: 'part.created', entity: 'part', entityId: part.id, before: null, after: editable(part) });
  return part;
}

export function createCatalogAdminService(db: Database) {
  async function get(id: number): Promise<AdminPart> {
    const detail = await findPartDetail(db, id);
    if (!detail) throw new HttpError(404, `No part with id ${id}`);
    const { part } = detail;
    return {
      id: part.id,
      slug: part.slug,
      ...editable(part),
      fitments: detail.fitments,
      numbers: detail.numbers,
    };
  }

  return {
    async list(query: AdminPartsQuery): Promise<AdminPartsResponse> {
      const { rows, total } = await findPartsPage(db, query, normalizePartNumber(query.q ?? ''));
      return {
        items: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async lookup(q: string): Promise<PartLookupResponse> {
      return { parts: await lookupParts(db, q, normalizePartNumber(q), LOOKUP_LIMIT) };
    },

    get,

    choices: (): Promise<CatalogChoices> => findCatalogChoices(db),

    async update(id: number, patch: PartPatch, actor: AuditActor): Promise<AdminPart> {
      await db.transaction(async (tx) => {
        const current = await lockOrFail(tx, id);
        if (patch.categoryId !== undefined && !(await categoryExists(tx, patch.categoryId))) {
          throw fieldError('categoryId', `no category has id ${patch.categoryId}`);
        }
        const values = {
          ...patch,
          ...(patch.partNumber !== undefined ? { partNumberNormalized: normalizePartNumber(patch.partNumber) } : {}),
        };
        const updated = await updatePart(tx, id, values);
        const { before, after } = changedFields(editable(current), editable(updated));
        if (Object.keys(after).length === 0) return;
        await refresh(tx, id);
        await recordAudit(tx, { operator: actor, action: 'part.updated', entity: 'part', entityId: id, before, after });
      });
      return get(id);
    },

    async addFitment(partId: number, input: FitmentCreate, actor: AuditActor): Promise<AdminPart> {
      await db.transaction(async (tx) => {
        await lockOrFail(tx, partId);
        const model = await findModel(tx, input.modelId);
        if (!model) throw fieldError('modelId', `no model has id ${input.modelId}`);
        const fitment = await insertFitment(tx, { partId, modelId: input.modelId, yearFrom: input.yearFrom, yearTo: input.yearTo, notes: input.notes ?? null });
        await refresh(tx, partId);
        await recordAudit(tx, {
          operator: actor,
          action: 'part.fitment_added',
          entity: 'part',
          entityId: partId,
          before: null,
          after: { fitmentId: fitment.id, vehicle: `${model.makeName} ${model.name}`, yearFrom: fitment.yearFrom, yearTo: fitment.yearTo, notes: fitment.notes },
        });
      });
      return get(partId);
    },

    async removeFitment(partId: number, fitmentId: number, actor: AuditActor): Promise<AdminPart> {
      await db.transaction(async (tx) => {
        await lockOrFail(tx, partId);
        const removed = await deleteFitment(tx, partId, fitmentId);
        if (!removed) throw new HttpError(404, `Part ${partId} has no fitment ${fitmentId}`);
        await refresh(tx, partId);
        await recordAudit(tx, {
          operator: actor,
          action: 'part.fitment_removed',
          entity: 'part',
          entityId: partId,
          before: { fitmentId, modelId: removed.modelId, yearFrom: removed.yearFrom, yearTo: removed.yearTo, notes: removed.notes },
          after: null,
        });
      });
      return get(partId);
    },

    /** A further OEM number, a superseded number (a supersession) or an aftermarket equivalent. */
    async addNumber(partId: number, input: NumberCreate, actor: AuditActor): Promise<AdminPart> {
      await db.transaction(async (tx) => {
        await lockOrFail(tx, partId);
        const row = await insertNumber(tx, {
          partId,
          number: input.number,
          numberNormalized: normalizePartNumber(input.number),
          kind: input.kind,
          brand: input.brand ?? null,
        });
        await refresh(tx, partId);
        await recordAudit(tx, {
          operator: actor,
          action: 'part.number_added',
          entity: 'part',
          entityId: partId,
          before: null,
          after: { numberId: row.id, number: row.number, kind: row.kind, brand: row.brand },
        });
      });
      return get(partId);
    },

    async removeNumber(partId: number, numberId: number, actor: AuditActor): Promise<AdminPart> {
      await db.transaction(async (tx) => {
        await lockOrFail(tx, partId);
        const removed = await deleteNumber(tx, partId, numberId);
        if (!removed) throw new HttpError(404, `Part ${partId} has no number ${numberId}`);
        await refresh(tx, partId);
        await recordAudit(tx, {
          operator: actor,
          action: 'part.number_removed',
          entity: 'part',
          entityId: partId,
          before: { numberId, number: removed.number, kind: removed.kind, brand: removed.brand },
          after: null,
        });
      });
      return get(partId);
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
