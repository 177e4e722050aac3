import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParam, type ApiError } from '@shared/schemas/common';
import {
  feedIngestRequestSchema,
  feedRunDetailSchema,
  feedRunSchema,
  feedRunsQuerySchema,
  feedRunsResponseSchema,
  feedUploadQuerySchema,
  freshnessSchema,
  type FeedTrigger,
  unmatchedQuerySchema,
  unmatchedResponseSchema,
} from '@shared/schemas/feeds';
import type { Database } from '../../db/client';
import type { SafeFetcher } from '../../http/safe-fetch';
import { readSessionId } from '../gate/gate.cookie';
import { CLI_SESSION_USER } from './admin-handover';
import type { GateService } from '../gate/gate.service';
import { createFeedsService } from './feeds.service';
import { RunCancelled } from './run/feed-source';
import { freshnessMaxAgeHours } from './freshness';

export interface FeedsRoutesOptions {
  db: Database;
  gate: GateService;
  /** How feed urls are fetched: the safe outbound fetch with the configured allow-list. */
  fetcher: SafeFetcher;
  /** Largest feed accepted, downloaded or uploaded (FEED_MAX_BYTES). */
  maxBytes: number;
}

const runResponses = { 200: feedRunSchema, 409: feedRunSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** Who sent each admin request: runs the CLI hands over are recorded as the CLI's. */
const requesters = new WeakMap<FastifyRequest, string>();
const triggerOf = (request: FastifyRequest): FeedTrigger => (requesters.get(request) === CLI_SESSION_USER ? 'cli' : 'admin');

/**
 * Feed administration needs a live gate session even when the gate is switched off (the site is
 * then public, its admin endpoints are not). The CLI holds such a session through the handover
 * file the server writes into DATA_DIR (see admin-handover.ts).
 */
function requireSession(gate: GateService) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await gate.session(readSessionId(request));
    if (session) {
      requesters.set(request, session.username);
      return;
    }
    return reply.status(401).send({ error: 'Authentication required' } satisfies ApiError);
  };
}

/** Aborted when the client that asked for a run hangs up before the answer: the run is then cancelled. */
function cancelledWhenClientLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new RunCancelled('cancelled: the client that asked for the run went away'));
  });
  return controller.signal;
}

/** The admin endpoints, in a context of their own (session hook, raw body parser). */
const adminRoutes: FastifyPluginAsyncZod<FeedsRoutesOptions> = async (admin, { db, gate, fetcher, maxBytes }) => {
  const service = createFeedsService(db, { fetcher, maxBytes });
  admin.addHook('onRequest', requireSession(gate));
  // The feed itself as the body, streamed to a temporary file by the run (at most maxBytes), never buffered here.
  admin.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  admin.post('/api/admin/feeds/ingest', { schema: { body: feedIngestRequestSchema, response: runResponses } }, async (request, reply) => {
    const { vendor, source, format, full } = request.body;
    const run = await service.ingest({
      vendor,
      source: source ? { kind: 'url', url: source } : undefined,
      format,
      full,
      trigger: triggerOf(request),
      signal: cancelledWhenClientLeaves(reply),
    });
    return reply.status(run.status === 'refused' ? 409 : 200).send(run);
  });

  admin.post(
    '/api/admin/feeds/upload',
    { schema: { querystring: feedUploadQuerySchema, response: { ...runResponses, 413: apiErrorSchema } } },
    async (request, reply) => {
      const body = request.body;
      if (!body || typeof (body as AsyncIterable<Uint8Array>)[Symbol.asyncIterator] !== 'function') {
        return reply.status(400).send({ error: 'Send the feed as the request body with Content-Type: application/octet-stream' });
      }
      const { vendor, source, format, full } = request.query;
      const length = request.headers['content-length'] === undefined ? null : Number(request.headers['content-length']);
      // Refused before a byte is read; the body left unread closes the connection (plugins/unread-body.ts).
      if (length !== null && length > maxBytes) {
        return reply.status(413).send({ error: `The feed is larger than ${maxBytes.toLocaleString('en-US')} bytes (FEED_MAX_BYTES)` });
      }
      const run = await service.ingest({
        vendor,
        source: { kind: 'stream', stream: body as AsyncIterable<Uint8Array>, label: source ?? 'upload', sizeBytes: length },
        format,
        full,
        trigger: triggerOf(request),
        signal: cancelledWhenClientLeaves(reply),
      });
      return reply.status(run.status === 'refused' ? 409 : 200).send(run);
    },
  );

  admin.get('/api/admin/feeds/runs', { schema: { querystring: feedRunsQuerySchema, response: { 200: feedRunsResponseSchema } } }, async (request) => ({
    runs: await service.runs(request.query),
  }));

  admin.get(
    '/api/admin/feeds/runs/:id',
    { schema: { params: z.object({ id: idParam }), response: { 200: feedRunDetailSchema, 404: apiErrorSchema } } },
    async (request) => service.run(request.params.id),
  );

  admin.post(
    '/api/admin/feeds/runs/:id/cancel',
    { schema: { params: z.object({ id: idParam }), response: { 200: feedRunSchema, 202: feedRunSchema, 404: apiErrorSchema, 409: apiErrorSchema } } },
    async (request, reply) => {
      const { run, stopped } = await service.cancel(request.params.id);
      // 202: another process runs it and stops it at its next heartbeat.
      return reply.status(stopped ? 200 : 202).send(run);
    },
  );

  admin.get('/api/admin/feeds/unmatched', { schema: { querystring: unmatchedQuerySchema, response: { 200: unmatchedResponseSchema } } }, async (request) =>
    service.unmatched(request.query),
  );

  admin.post(
    '/api/admin/feeds/unmatched/:id/dismiss',
    { schema: { params: z.object({ id: idParam }), response: { 204: z.null(), 404: apiErrorSchema } } },
    async (request, reply) => {
      await service.dismiss(request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export const feedsRoutes: FastifyPluginAsyncZod<FeedsRoutesOptions> = async (app, options) => {
  // For the web app: how old a price may be before it is shown as "price may be out of date".
  app.get('/api/feeds/freshness', { schema: { response: { 200: freshnessSchema } } }, async () => ({ maxAgeHours: freshnessMaxAgeHours() }));
  await app.register(adminRoutes, options);
};
