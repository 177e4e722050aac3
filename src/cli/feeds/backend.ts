/**
 * Where the feed CLIs do their work:
 *  - PostgreSQL (DATABASE_URL): directly, in this process — the server may run alongside; the
 *    run's database lock keeps them apart;
 *  - embedded PGlite, server running: through the server's admin endpoints (the database belongs to
 *    that process), found via the handover file in DATA_DIR;
 *  - embedded PGlite, no server: directly, opening DATA_DIR in this process.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FeedFormat, FeedRun, FeedRunDetail, UnmatchedItem } from '@shared/schemas/feeds';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import type { Env } from '../../server/env';
import {
  createFeedsService,
  failAbandonedRuns,
  FeedRequestError,
  ingestFeed,
  processAlive,
  readAdminHandover,
  toFeedRun,
  type AdminHandover,
} from '../../server/modules/feeds';
import { readSetting } from '../../server/db/settings';
import { createSafeFetcher, type SafeFetcher } from '../../server/http/safe-fetch';
import type { ProgressState } from './progress-bar';

/** A problem to tell the user in one line; the command exits with status 1. */
export class CliError extends Error {}

export interface CliIngest {
  vendor: string;
  /** A file path or an http(s) url. */
  source: string;
  format?: FeedFormat;
  full: boolean;
  /** Fetch the vendor's feed url whole, without the stored validators. */
  force?: boolean;
}

export interface FeedsBackend {
  /** Where the work happens, for the user: "PostgreSQL", "embedded database", "server at ...". */
  describe: string;
  ingest(request: CliIngest, onProgress: (state: ProgressState) => void): Promise<FeedRun>;
  /** Applies a held run's staged feed; answers with the run that applied it. */
  acceptHeld(runId: number): Promise<FeedRun>;
  run(id: number): Promise<FeedRunDetail>;
  runs(options: { vendor?: string; limit: number }): Promise<FeedRun[]>;
  unmatched(options: { vendor?: string; limit: number }): Promise<{ items: UnmatchedItem[]; total: number }>;
  close(): Promise<void>;
}

export const isUrl = (source: string) => /^https?:\/\//i.test(source);

function unwrap<T>(work: Promise<T>): Promise<T> {
  return work.catch((err: unknown) => {
    if (err instanceof FeedRequestError || (err as { statusCode?: number }).statusCode) throw new CliError((err as Error).message);
    throw err;
  });
}

type BackendEnv = Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'FRESHNESS_MAX_AGE_HOURS' | 'PORT' | 'FEED_ALLOWED_HOSTS' | 'FEED_MAX_BYTES' | 'VENDOR_SIM' | 'VENDOR_SIM_PORT'>;

/**
 * Urls are fetched as the server fetches them: through the safe fetch, with FEED_ALLOWED_HOSTS and,
 * on the demo catalog, the vendor simulator the server runs on VENDOR_SIM_PORT.
 */
async function feedFetcher(handle: DatabaseHandle, env: BackendEnv): Promise<SafeFetcher> {
  const demo = env.VENDOR_SIM && (await readSetting(handle.db, 'catalog_source')) === 'demo';
  return createSafeFetcher({ allowedHosts: [...env.FEED_ALLOWED_HOSTS, ...(demo ? [`127.0.0.1:${env.VENDOR_SIM_PORT}`] : [])] });
}

async function directBackend(handle: DatabaseHandle, env: BackendEnv, describe: string): Promise<FeedsBackend> {
  const fetcher = await feedFetcher(handle, env);
  const service = createFeedsService(handle.db, { fetcher, maxBytes: env.FEED_MAX_BYTES });
  return {
    describe,
    async ingest(request, onProgress) {
      const source = isUrl(request.source) ? { kind: 'url' as const, url: request.source } : { kind: 'file' as const, path: request.source };
      const row = await unwrap(
        ingestFeed(handle.db, {
          vendor: request.vendor,
          source,
          fetcher,
          maxBytes: env.FEED_MAX_BYTES,
          format: request.format,
          full: request.full,
          force: request.force,
          trigger: 'cli',
          onProgress: (p) => onProgress({ bytes: p.bytesRead, totalBytes: p.sizeBytes, items: p.itemsRead }),
        }),
      );
      return toFeedRun(row);
    },
    acceptHeld: (runId) => unwrap(service.acceptHeld(runId, { trigger: 'cli', actor: { id: null, email: 'feeds-cli' } })),
    run: (id) => unwrap(service.run(id)),
    runs: (options) => unwrap(service.runs(options)),
    unmatched: (options) => unwrap(service.unmatched({ ...options, status: 'open' })),
    close: async () => {
      await fetcher.close();
      await handle.close();
    },
  };
}

async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (response.status === 401) throw new CliError('the server did not accept the CLI session; restart the server and try again');
  if (response.status !== 200 && response.status !== 409) throw new CliError(body?.error ?? `the server answered HTTP ${response.status}`);
  return body as T;
}

function serverBackend(handover: AdminHandover): FeedsBackend {
  const headers = { cookie: handover.cookie };
  const get = async <T>(pathAndQuery: string) => answer<T>(await fetch(`${handover.url}${pathAndQuery}`, { headers }));
  const query = (values: Record<string, string | number | undefined>) =>
    new URLSearchParams(Object.entries(values).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();

  return {
    describe: `the running server at ${handover.url}`,
    async ingest(request, onProgress) {
      if (isUrl(request.source)) {
        // The server fetches the url itself; the run is recorded there whatever happens.
        const response = await fetch(`${handover.url}/api/admin/feeds/ingest`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ vendor: request.vendor, source: request.source, format: request.format, full: request.full, force: request.force }),
        });
        return answer<FeedRun>(response);
      }
      // A file is streamed to the server as the request body: the server need not see this file system.
      const file = path.resolve(request.source);
      const size = await stat(file).then(
        (info) => info.size,
        () => {
          throw new CliError(`cannot read ${file}`);
        },
      );
      let sent = 0;
      const chunks = createReadStream(file, { highWaterMark: 256 * 1024 })[Symbol.asyncIterator]();
      // The file streamed as the request body, progress reported as each chunk goes out.
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await chunks.next();
          if (next.done) return controller.close();
          const chunk = next.value as Buffer;
          sent += chunk.length;
          onProgress({ bytes: sent, totalBytes: size });
          controller.enqueue(chunk);
        },
        cancel: async () => {
          await chunks.return?.();
        },
      });
      const response = await fetch(
        `${handover.url}/api/admin/feeds/upload?${query({ vendor: request.vendor, format: request.format, full: String(request.full), source: file })}`,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/octet-stream', 'content-length': String(size) },
          body,
          duplex: 'half',
        } as RequestInit & { duplex: 'half' },
      );
      return answer<FeedRun>(response);
    },
    async acceptHeld(runId) {
      const body = await answer<Partial<FeedRun> & { error?: string | null }>(await fetch(`${handover.url}/api/admin/feeds/runs/${runId}/accept`, { method: 'POST', headers }));
      // A 409 is a run (refused) or the reason nothing ran (the run is not held).
      if (typeof body.id !== 'number') throw new CliError(body.error ?? `run #${runId} could not be accepted`);
      return body as FeedRun;
    },
    run: (id) => get<FeedRunDetail>(`/api/admin/feeds/runs/${id}`),
    runs: async (options) => (await get<{ runs: FeedRun[] }>(`/api/admin/feeds/runs?${query(options)}`)).runs,
    unmatched: (options) => get(`/api/admin/feeds/unmatched?${query({ ...options, status: 'open' })}`),
    close: async () => {},
  };
}

async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

/** A server answering on the configured port that left no handover: one started before feeds existed. */
async function unannouncedServer(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
    const health = (await response.json()) as { database?: unknown };
    return health.database === 'pglite';
  } catch {
    return false;
  }
}

export async function connectBackend(env: BackendEnv): Promise<FeedsBackend> {
  if (env.DATABASE_URL) {
    const handle = await openDatabase({ url: env.DATABASE_URL, poolSize: 2, freshnessMaxAgeHours: env.FRESHNESS_MAX_AGE_HOURS });
    await handle.migrate();
    return directBackend(handle, env, 'PostgreSQL (DATABASE_URL)');
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const handover = readAdminHandover(dataDir);
  if (handover && processAlive(handover.pid)) {
    if (await reachable(handover.url)) return serverBackend(handover);
    throw new CliError(
      `a Pitlane server (pid ${handover.pid}) is using ${dataDir} but does not answer at ${handover.url}; wait until it is up, or stop it`,
    );
  }
  // Opening an embedded database another process has open would corrupt it: rather refuse.
  if (await unannouncedServer(env.PORT)) {
    throw new CliError(
      `a Pitlane server on the embedded database answers on port ${env.PORT} but published no handover in ${dataDir}; restart it (or stop it) and try again`,
    );
  }
  const handle = await openDatabase({ dataDir, freshnessMaxAgeHours: env.FRESHNESS_MAX_AGE_HOURS });
  await handle.migrate();
  // No server has it open: a run still marked running lost its process.
  await failAbandonedRuns(handle.db, { staleAfterMs: 0 });
  return directBackend(handle, env, `the embedded database in ${dataDir}`);
}
