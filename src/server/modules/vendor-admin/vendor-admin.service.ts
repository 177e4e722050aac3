import type { AdminVendor, AdminVendorsQuery, AdminVendorsResponse, VendorCreate, VendorPatch } from '@shared/schemas/admin-vendors';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { fieldErrors, type FieldIssue } from '../console';
import { scheduleProblem } from '../feeds';
import { parseConnectorConfig } from '../pricing';
import { changedFields, recordAudit, type AuditActor } from '../operators';
import { toAdminVendor, toEditableVendor, toVendorValues } from './vendor-admin.mappers';
import { findVendorsPage, findVendorWithStats, insertVendor, lockVendor, slugTaken, updateVendor, type VendorRow } from './vendor-admin.queries';

const SLUG_TAKEN: FieldIssue = { field: 'slug', message: 'is taken by another vendor' };

/** Rules across fields, checked on the vendor as it would be after the change: every problem found, not the first. */
function combinationProblems(next: { feedUrl: string | null; feedIntervalMinutes: number | null; feedSchedule: string | null }): FieldIssue[] {
  const problems: FieldIssue[] = [];
  if (next.feedIntervalMinutes != null && !next.feedUrl) {
    problems.push({ field: 'feedIntervalMinutes', message: 'needs a feed url to fetch on a schedule' });
  }
  if (next.feedSchedule != null) {
    if (!next.feedUrl) problems.push({ field: 'feedSchedule', message: 'needs a feed url to fetch on a schedule' });
    const problem = scheduleProblem(next.feedSchedule);
    if (problem) problems.push({ field: 'feedSchedule', message: problem });
  }
  return problems;
}

/**
 * Live connector settings are stored only when the connectors can use them: a setting they cannot
 * read would otherwise be saved without a word and turn every live price of the vendor into an error.
 */
function connectorProblems(connector: unknown): FieldIssue[] {
  if (connector == null) return [];
  const parsed = parseConnectorConfig(connector);
  if (!('problem' in parsed)) return [];
  return [{ field: 'connector', message: `cannot be used by the live connectors: ${parsed.problem.replace(/^connector misconfigured: /, '')}` }];
}

/** Throws one 400 naming every field at fault, so the operator fixes the form in one pass. */
function refuseProblems(problems: FieldIssue[]): void {
  if (problems.length > 0) throw fieldErrors(problems);
}

export function createVendorAdminService(db: Database) {
  async function get(id: number): Promise<AdminVendor> {
    const row = await findVendorWithStats(db, id);
    if (!row) throw new HttpError(404, `No vendor with id ${id}`);
    return toAdminVendor(row);
  }

  return {
    async list(query: AdminVendorsQuery): Promise<AdminVendorsResponse> {
      const { rows, total } = await findVendorsPage(db, query);
      return { items: rows.map(toAdminVendor), total, page: query.page, pageSize: query.pageSize };
    },

    get,

    /** Changes the named fields; the audit entry records each changed field before → after, in the same transaction. */
    async update(id: number, patch: VendorPatch, actor: AuditActor): Promise<AdminVendor> {
      await db.transaction(async (tx) => {
        const current = await lockVendor(tx, id);
        if (!current) throw new HttpError(404, `No vendor with id ${id}`);
        const values = toVendorValues(patch);
        refuseProblems([
          ...(patch.slug !== undefined && (await slugTaken(tx, patch.slug, id)) ? [SLUG_TAKEN] : []),
          ...connectorProblems(values.connector),
          ...combinationProblems({
            feedUrl: values.feedUrl !== undefined ? values.feedUrl : current.feedUrl,
            feedIntervalMinutes: values.feedIntervalMinutes !== undefined ? values.feedIntervalMinutes : current.feedIntervalMinutes,
            feedSchedule: values.feedSchedule !== undefined ? values.feedSchedule : current.feedSchedule,
          }),
        ]);
        const updated: VendorRow = Object.keys(values).length > 0 ? await updateVendor(tx, id, values) : current;
        const { before, after } = changedFields(toEditableVendor(current), toEditableVendor(updated));
        if (Object.keys(after).length === 0) return;
        await recordAudit(tx, { operator: actor, action: 'vendor.updated', entity: 'vendor', entityId: id, before, after });
      });
      return get(id);
    },

    async create(input: VendorCreate, actor: AuditActor): Promise<AdminVendor> {
      const id = await db.transaction(async (tx) => {
        const values = toVendorValues(input);
        refuseProblems([
          ...((await slugTaken(tx, input.slug)) ? [SLUG_TAKEN] : []),
          ...connectorProblems(values.connector),
          ...combinationProblems({ feedUrl: values.feedUrl ?? null, feedIntervalMinutes: values.feedIntervalMinutes ?? null, feedSchedule: values.feedSchedule ?? null }),
        ]);
        const row = await insertVendor(tx, { ...values, name: input.name, slug: input.slug, website: input.website });
        await recordAudit(tx, { operator: actor, action: 'vendor.created', entity: 'vendor', entityId: row.id, before: null, after: toEditableVendor(row) });
        return row.id;
      });
      return get(id);
    },
  };
}

export type VendorAdminService = ReturnType<typeof createVendorAdminService>;
