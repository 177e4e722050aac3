/**
 * An operator accepts a held run: its staged feed, kept in the database, is applied whole by a new
 * run (the shrink guard set aside), which marks the held run `accepted` in its own transaction.
 */
import { Readable } from 'node:stream';
import type { FeedTrigger } from '@shared/schemas/feeds';
import type { Database } from '../../../db/client';
import type { SafeFetcher } from '../../../http/safe-fetch';
import { FeedRequestError } from '../feed-error';
import { findHeldFeed, findRun, type RunRow } from '../feeds.queries';
import { ingestFeed } from './ingest';

export interface AcceptHeldOptions {
  trigger: FeedTrigger;
  maxBytes?: number;
  fetcher?: SafeFetcher;
  signal?: AbortSignal;
}

/** Applies held run `runId` and returns the run that applied it; 404 for no such run, 409 for one that is not held. */
export async function acceptHeldRun(db: Database, runId: number, options: AcceptHeldOptions): Promise<RunRow> {
  const held = await findRun(db, runId);
  if (!held) throw new FeedRequestError(404, `no feed run #${runId}`);
  if (held.status !== 'held') throw new FeedRequestError(409, `run #${runId} is not held (its status is ${held.status})`);
  const staged = await findHeldFeed(db, runId);
  if (!staged) throw new FeedRequestError(409, `run #${runId} has no staged feed left to apply`);
  return ingestFeed(db, {
    vendor: held.vendorSlug,
    source: { kind: 'stream', stream: Readable.from([staged.content]), label: `held run #${runId} (${held.source})`, sizeBytes: staged.content.length },
    format: staged.format ?? undefined,
    full: held.fullFeed,
    trigger: options.trigger,
    maxBytes: options.maxBytes,
    fetcher: options.fetcher,
    signal: options.signal,
    acceptHeldRun: runId,
  });
}
