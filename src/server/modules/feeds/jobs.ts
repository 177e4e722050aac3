/**
 * Feed jobs of a running server: the scheduled refresh, the freshness sweep, and (on the embedded database) the handover
 * file through which `npm run feeds:ingest` / `feeds:status` reach this server.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { SafeFetcher } from '../../http/safe-fetch';
import { publishAdminHandover } from './admin-handover';
import { createFreshnessSweep } from './freshness-sweep';
import { createFeedScheduler } from './scheduler';

export interface FeedJobsOptions {
  app: FastifyInstance;
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  dataDir: string;
  /** How feed urls are fetched: the safe outbound fetch with the configured allow-list. */
  fetcher: SafeFetcher;
  /** Largest feed accepted (FEED_MAX_BYTES). */
  maxBytes?: number;
}

/** The server's own url on loopback, from the address it listens on. */
function loopbackUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo;
  const host = ['0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** Call after `listen`; `stop` before closing the database. */
export async function startFeedJobs(options: FeedJobsOptions): Promise<{ stop(): Promise<void> }> {
  const { app, db } = options;
  const scheduler = createFeedScheduler({ db, log: app.log, fetcher: options.fetcher, maxBytes: options.maxBytes });
  const freshnessSweep = createFreshnessSweep({ db, log: app.log });
  let handover: Awaited<ReturnType<typeof publishAdminHandover>> | null = null;
  if (options.databaseKind === 'pglite') {
    try {
      handover = await publishAdminHandover({ db, dataDir: options.dataDir, url: loopbackUrl(app), signCookie: (value) => app.signCookie(value) });
    } catch (err) {
      // The site works without it; only `npm run feeds:*` cannot reach this server.
      app.log.warn({ err }, 'feeds: could not write the CLI handover file; feeds:ingest cannot reach this server');
    }
  }
  return {
    async stop() {
      await scheduler.stop();
      await freshnessSweep.stop();
      await handover?.withdraw();
    },
  };
}
