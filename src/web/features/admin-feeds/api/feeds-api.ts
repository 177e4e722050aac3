import { feedRunTableResponseSchema, feedScheduleSchema, type FeedRunTableQuery } from '@shared/schemas/admin-feeds';
import { feedRunDetailSchema, feedRunSchema, heldPricesResponseSchema, type HeldPriceStatus } from '@shared/schemas/feeds';
import { ADMIN_QUERY_ROOT, AdminApiError, adminQueryString, adminRequest, useAdminMutation, useAdminQuery } from '@web/lib/admin-api';

const FEEDS_KEY = [ADMIN_QUERY_ROOT, 'feeds'] as const;

export function useFeedSchedule() {
  return useAdminQuery([...FEEDS_KEY, 'schedule'], '/api/admin/feeds/schedule', feedScheduleSchema);
}

export function useFeedRuns(query: Partial<FeedRunTableQuery>) {
  return useAdminQuery([...FEEDS_KEY, 'runs', query], `/api/admin/feeds/history${adminQueryString(query)}`, feedRunTableResponseSchema);
}

export function useFeedRun(id: number) {
  return useAdminQuery([...FEEDS_KEY, 'run', id], `/api/admin/feeds/runs/${id}`, feedRunDetailSchema);
}

/**
 * Runs the vendor's feed from its configured url now (the answer comes when the run ends). Forced, the
 * feed is read whole even when the network says it has not changed (no ETag / Last-Modified sent).
 */
export function useRunNow() {
  return useAdminMutation(
    ({ vendor, force }: { vendor: string; force: boolean }) => adminRequest('POST', '/api/admin/feeds/ingest', feedRunSchema, { vendor, force }),
    [FEEDS_KEY, [ADMIN_QUERY_ROOT, 'review']],
  );
}

/** Sends a feed file as the request body (streamed to the server, never read into a JSON body). */
async function uploadFeed({ vendor, file }: { vendor: string; file: File }) {
  const response = await fetch(`/api/admin/feeds/upload${adminQueryString({ vendor, source: file.name })}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) throw new AdminApiError(response.status, response.statusText, await response.text());
  return feedRunSchema.parse(await response.json());
}

export function useUploadFeed() {
  return useAdminMutation(uploadFeed, [FEEDS_KEY, [ADMIN_QUERY_ROOT, 'review']]);
}

/** Applies a held run's feed by a new run (audited); answers with that run. */
export function useAcceptHeldRun() {
  return useAdminMutation((id: number) => adminRequest('POST', `/api/admin/feeds/runs/${id}/accept`, feedRunSchema), [FEEDS_KEY, [ADMIN_QUERY_ROOT, 'review']]);
}

const HELD_PRICES_KEY = [...FEEDS_KEY, 'held-prices'] as const;

/** Price changes the price guard held, of one status (newest first). */
export function useHeldPrices(status: HeldPriceStatus) {
  return useAdminQuery([...HELD_PRICES_KEY, status], `/api/admin/feeds/held-prices${adminQueryString({ status })}`, heldPricesResponseSchema);
}

/**
 * Accepts (applies the held offer to its listing) or rejects (the listing keeps its last good price)
 * one held price change; the parts' prices change with it, so the catalog's console queries follow.
 */
export function useDecideHeldPrice() {
  return useAdminMutation(
    ({ id, decision }: { id: number; decision: 'accept' | 'reject' }) => adminRequest('POST', `/api/admin/feeds/held-prices/${id}/${decision}`, null),
    [HELD_PRICES_KEY, [ADMIN_QUERY_ROOT, 'catalog']],
  );
}
