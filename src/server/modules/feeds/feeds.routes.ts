import type { IncomingMessage } from 'node:http';
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
import { readSessionId } from '../gate/gate.cookie';
import { CLI_SESSION_USER } from './admin-handover';
import type { GateService } from '../gate/gate.service';
import { createFeedsService } from './feeds.service';
import { freshnessMaxAgeHours } from './freshness';

export interface FeedsRoutesOptions {
  db: Database;
  gate: GateService;
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

/** Reads what is left of an upload nobody consumed, so the client gets its answer, not a reset. */
function drain(request: IncomingMessage): void {
  if (!request.readableEnded) request.resume();
}

/** The admin endpoints, in a context of their own (session hook, raw body parser). */
const adminRoutes: FastifyPluginAsyncZod<FeedsRoutesOptions> = async (admin, { db, gate }) => {
  const service = createFeedsService(db);
  admin.addHook('onRequest', requireSession(gate));
  // The feed itself as the body, streamed straight into the run: no size limit, no buffering.
  admin.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  admin.post('/api/admin/feeds/ingest', { schema: { body: feedIngestRequestSchema, response: runResponses } }, async (request, reply) => {
    const { vendor, source, format, full } = request.body;
    const run = await service.ingest({ vendor, source: source ? { kind: 'url', url: source } : undefined, format, full, trigger: triggerOf(request) });
    return reply.status(run.status === 'refused' ? 409 : 200).send(run);
  });

  admin.post(
    '/api/admin/feeds/upload',
    { schema: { querystring: feedUploadQuerySchema, response: runResponses } },
    async (request, reply) => {
      const body = request.body;
      if (!body || typeof (body as AsyncIterable<Uint8Array>)[Symbol.asyncIterator] !== 'function') {
        return reply.status(400).send({ error: 'Send the feed as the request body with Content-Type: application/octet-stream' });
      }
      const { vendor, source, format, full } = request.query;
      const length = Number(request.headers['content-length']);
      try {
        const run = await service.ingest({
          vendor,
          source: { kind: 'stream', stream: body as AsyncIterable<Uint8Array>, label: source ?? 'upload', sizeBytes: Number.isFinite(length) ? length : null },
          format,
          full,
          trigger: triggerOf(request),
        });
        return reply.status(run.status === 'refused' ? 409 : 200).send(run);
      } finally {
        drain(request.raw);
      }
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
